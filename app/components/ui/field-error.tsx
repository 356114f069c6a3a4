/**
 * A refused field's own message, beside it in the shop's wine (decision 052); `id` is what the
 * field's `aria-describedby` names (fieldErrorProps).
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs text-wine">
      {message}
    </p>
  );
}

/** What a field refused with `message` carries: `aria-invalid` and the link to its message. */
export function fieldErrorProps(id: string, message?: string) {
  return message ? ({ "aria-invalid": true, "aria-describedby": id } as const) : {};
}
