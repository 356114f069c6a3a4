import type { ReactNode } from "react";
import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";

/** The Add Product controls' look (the shop's input style, room for a textarea). */
export const controlClass =
  "mt-1 w-full border bg-white/70 px-3 text-sm text-ink outline-none focus:border-gold aria-invalid:border-wine";

/**
 * A labelled control with its refusal message underneath (FieldError, decision 052);
 * `children` gets the ids to link them (describedBy), `hint` a line of help shown while there
 * is no message. A required control's label is starred.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  isOptional = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  isOptional?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs tracking-wide text-taupe">
        {label}
        {!isOptional && <span aria-hidden> *</span>}
      </label>
      {children}
      {error ? (
        <FieldError id={`${id}-error`} message={error} />
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-taupe">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/**
 * The attributes a control inside FormField takes: its id, and a refused one's marks
 * (fieldErrorProps), else the link to its hint.
 */
export function describedBy(id: string, error?: string, hint?: string) {
  if (error) return { id, ...fieldErrorProps(`${id}-error`, error) };
  return { id, "aria-describedby": hint ? `${id}-hint` : undefined };
}

/**
 * A one-line text control in its FormField (label, hint or refusal message), controlled by
 * `value` and `onChange`; `name` is what the form posts.
 */
export function TextInputField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  placeholder,
  inputMode,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  inputMode?: "numeric";
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        name={name}
        {...describedBy(id, error, hint)}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass} h-11 ${error ? "border-wine" : "border-stone"}`}
      />
    </FormField>
  );
}
