import type { ReactNode } from "react";

/** The Add Product controls' look (the shop's input style, room for a textarea). */
export const controlClass =
  "mt-1 w-full border bg-white/70 px-3 text-sm text-ink outline-none focus:border-gold aria-invalid:border-wine";

/**
 * A labelled control with its error underneath; `children` gets the ids to link them
 * (aria-describedby), `hint` a line of help shown while there is no error. A required control's
 * label is starred.
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
        <p id={`${id}-error`} className="mt-1 text-xs text-wine">
          {error}
        </p>
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

/** The aria attributes a control inside FormField takes. */
export function describedBy(id: string, error?: string, hint?: string) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
