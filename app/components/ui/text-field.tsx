import type { ComponentProps } from "react";

/** The shop's input style, shared by every form. */
export const fieldInputClass =
  "mt-1 h-11 w-full border border-stone bg-white/70 px-3 text-sm text-ink outline-none focus:border-gold";

type TextFieldProps = Omit<ComponentProps<"input">, "className"> & {
  label: string;
  /**
   * Marks the label with an asterisk and the input `aria-required` for screen readers (the
   * input's own `required` stays the caller's choice).
   */
  isRequired?: boolean;
};

/** One labelled input; every other prop goes to the <input>. */
export function TextField({ label, isRequired, ...input }: TextFieldProps) {
  return (
    <label className="block text-xs tracking-wide text-taupe">
      {label}
      {isRequired && <span aria-hidden> *</span>}
      <input aria-required={isRequired || undefined} {...input} className={fieldInputClass} />
    </label>
  );
}
