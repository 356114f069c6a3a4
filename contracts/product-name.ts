/**
 * The longest product name the shop takes: long enough for a legacy catalogue's
 * full descriptive names; every page wraps or truncates a name this long without a sideways
 * scroll (e2e/no-horizontal-scroll.spec.ts).
 */
export const productNameMaxLength = 600;

/**
 * Short joining words a name keeps as the catalogue spells them when not its first word
 * (decision 036): 'Mystery Perfume for Him', 'Eau de Parfum'.
 */
const joiningWords = new Set([
  "a",
  "an",
  "and",
  "by",
  "de",
  "du",
  "et",
  "for",
  "in",
  "la",
  "le",
  "of",
  "on",
  "the",
  "to",
  "with",
]);

/**
 * A product name as the shop shows and sends it everywhere — pages, WhatsApp text, CSV, e-mail
 * (SPEC §2 product card: each word capitalised; decision 036): each word's first letter in
 * capitals, other letters as stored, and a short joining word after the first left as the
 * catalogue has it. 'amber veil' → 'Amber Veil'; 'mystery perfume for him' → 'Mystery Perfume
 * for Him'; spacing kept.
 */
export function productDisplayName(name: string): string {
  let isFirstWord = true;
  return name.replace(/\S+/g, (word) => {
    const isKept = !isFirstWord && joiningWords.has(word.toLowerCase());
    isFirstWord = false;
    return isKept ? word : word.charAt(0).toUpperCase() + word.slice(1);
  });
}
