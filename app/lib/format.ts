/** SPEC §3: a product without a category shows 'Uncategorized'. */
export function categoryLabel(category: string | null | undefined): string {
  return category?.trim() || "Uncategorized";
}
