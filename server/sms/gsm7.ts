// GSM 03.38, the 7-bit alphabet every phone shows: a message in it holds 160 characters; one
// character outside it turns the whole message into UCS-2, which holds 70.
const basic =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** Characters sent as an escape and one more septet: they count twice. */
const extension = "^{}\\[~]|€\f";
const basicSet = new Set(basic);
const extensionSet = new Set(extension);

/** The most GSM-7 characters one SMS holds. */
export const smsMaxLength = 160;

/**
 * The length of `text` in GSM-7 septets (extension characters such as '€' or '[' count 2), or
 * null when a character is outside GSM-7.
 */
export function gsm7Length(text: string): number | null {
  let length = 0;
  for (const character of text) {
    if (basicSet.has(character)) length += 1;
    else if (extensionSet.has(character)) length += 2;
    else return null;
  }
  return length;
}

/**
 * `text` in GSM-7 alone: accents dropped where the letter without them is GSM-7 ('Wanjirũ' →
 * 'Wanjiru'), typographic quotes and dashes made plain, any other character left out.
 */
export function toGsm7(text: string): string {
  const plain = text
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/…/g, "...");
  let result = "";
  for (const character of plain) {
    if (gsm7Length(character) !== null) result += character;
    else {
      const bare = character.normalize("NFKD").replace(/\p{M}/gu, "");
      if (gsm7Length(bare) !== null) result += bare;
    }
  }
  return result;
}

/** Cuts `text` to `length` characters, ending in '..' when cut. */
export const clip = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, Math.max(length - 2, 0))}..`;
