// No zod here: the header's search box strips pasted text on every page (decision 011).

/**
 * Characters PostgreSQL cannot store (NUL, and a lone surrogate has no UTF-8 form) or that no
 * one types into a one-line field: every control character (Unicode Cc: U+0000–U+001F,
 * U+007F–U+009F) and every lone surrogate (docs/decisions/016-hostile-input.md).
 */
const unstorableInLine = /[\p{Cc}\p{Cs}]/u;

/** The same in multi-line text (notes, descriptions, addresses): tab, LF and CR are allowed. */
const unstorableInText = /\p{Cs}|(?![\t\n\r])\p{Cc}/u;

/** Whether `text` holds a character the shop does not store (multi-line: \t, \n, \r pass). */
export function hasUnstorableCharacter(text: string, { isMultiline = false } = {}): boolean {
  return (isMultiline ? unstorableInText : unstorableInLine).test(text);
}

/**
 * `text` with each control character and lone surrogate replaced by a space: a search box takes
 * pasted text as the shopper meant it rather than refusing it.
 */
export function stripUnstorableCharacters(text: string): string {
  return text.replace(new RegExp(unstorableInLine.source, "gu"), " ");
}
