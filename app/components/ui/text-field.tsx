import { useId, type ComponentProps } from "react";
import { FieldError, fieldErrorProps } from "./field-error";

/** The shop's input style, shared by every form; a refused field's border turns wine. */
export const fieldInputClass =
  "mt-1 h-11 w-full border border-stone bg-white/70 px-3 text-sm text-ink outline-none focus:border-gold aria-invalid:border-wine";

type TextFieldProps = Omit<ComponentProps<"input">, "className"> & {
  label: string;
  /**
   * Marks the label with an asterisk and the input `aria-required` for screen readers (the
   * input's own `required` stays the caller's choice).
   */
  isRequired?: boolean;
  /** The field's own message when its form was refused (decision 052). */
  error?: string;
};

/** One labelled input, its refusal message under it; every other prop goes to the <input>. */
export function TextField({ label, isRequired, error, ...input }: TextFieldProps) {
  const errorId = useId();
  return (
    <div>
      <label className="block text-xs tracking-wide text-taupe">
        {label}
        {isRequired && <span aria-hidden> *</span>}
        <input
          aria-required={isRequired || undefined}
          {...input}
          {...fieldErrorProps(errorId, error)}
          className={fieldInputClass}
        />
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
