// zod/mini: the forms check their fields in the browser too, where bytes count.
import { z } from "zod/mini";
import { hasUnstorableCharacter } from "./text-characters";

/** Decision 016: the message naming a field that holds a character the shop does not store. */
export function unstorableTextMessage(label: string): string {
  return `${label} contains characters that are not allowed`;
}

/**
 * A zod check for any string field (`z.string().check(storable('First name'))`, in zod and
 * zod/mini alike): refuses NUL, every other control character and lone surrogates, with a
 * message naming the field. Multi-line fields (notes, descriptions, addresses) keep tab, LF
 * and CR. Source: docs/decisions/016-hostile-input.md.
 */
export function storable(label: string, { isMultiline = false } = {}) {
  return z.refine<string>((text) => !hasUnstorableCharacter(text, { isMultiline }), {
    error: unstorableTextMessage(label),
    abort: true,
  });
}
