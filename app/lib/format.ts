const kshGrouping = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 });

/** 'KSh 1,500' (SPEC §9, en-KE grouping); a missing or non-numeric price shows 'KSh 0'. */
export function formatPrice(priceKsh: number | null | undefined): string {
  return `KSh ${kshGrouping.format(Number.isFinite(priceKsh) ? (priceKsh as number) : 0)}`;
}

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
