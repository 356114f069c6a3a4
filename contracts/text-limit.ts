// zod/mini: the forms check their fields in the browser too, where bytes count.
import { z } from "zod/mini";

/** The message naming a field over its limit: 'Address is too long (at most 500 characters)'. */
export function tooLongMessage(label: string, maxLength: number): string {
  return `${label} is too long (at most ${maxLength} characters)`;
}

/**
 * A zod check that a string field is at most `maxLength` characters (UTF-16 units, as the
 * input's own `maxLength` counts them), with a message naming the field. The server enforces
 * what the form's input already limits (docs/decisions/016-hostile-input.md).
 */
export function withinLength(label: string, maxLength: number) {
  return z.maxLength(maxLength, { error: tooLongMessage(label, maxLength), abort: true });
}
