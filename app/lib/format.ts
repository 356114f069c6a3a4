/** Each word's first letter in capitals (SPEC §2 product card): 'amber veil' → 'Amber Veil'. */
export function capitalizeWords(text: string): string {
  return text.replace(
    /(^|\s)(\S)/g,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/** SPEC §3: a product without a category shows 'Uncategorized'. */
export function categoryLabel(category: string | null | undefined): string {
  return category?.trim() || "Uncategorized";
}
