/**
 * One row of Edit product's sizes editor as typed (docs/decisions/061-product-life-cycle.md):
 * `id` of a size the product has ('' for a new one), the fields as text, whether an order names
 * it (removing it then archives it) and a `key` that stays with the row while it moves.
 */
export interface SizeRowValues {
  key: string;
  id: string;
  label: string;
  price: string;
  compareAtPrice: string;
  sku: string;
  stockLevel: string;
  isSold: boolean;
}

/** A row's typed fields, in the order the editor shows them. */
export const sizeRowFields = ["label", "price", "compareAtPrice", "sku", "stockLevel"] as const;
export type SizeRowField = (typeof sizeRowFields)[number];

/** A size row's field name as Conform reads it (decision 052): `sizes[0].label`. */
export const sizeRowName = (position: number, field: SizeRowField | "id") =>
  `sizes[${position}].${field}`;

/** The rows of a product's sizes as the loader reads them (prices in whole KSh, null = blank). */
export function sizeRowsOf(
  sizes: readonly {
    id: string;
    label: string;
    price: number;
    compareAtPrice: number | null;
    sku: string | null;
    stockLevel: number | null;
    isSold: boolean;
  }[],
): SizeRowValues[] {
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return sizes.map((size) => ({
    key: size.id,
    id: size.id,
    label: size.label,
    price: text(size.price),
    compareAtPrice: text(size.compareAtPrice),
    sku: text(size.sku),
    stockLevel: text(size.stockLevel),
    isSold: size.isSold,
  }));
}

/**
 * The rows a refused form posted (`sizes[i].*`), so a form posted without scripts shows what was
 * typed again (decision 052); whether each was sold is the page's to say.
 */
export function sentSizeRows(form: FormData): SizeRowValues[] {
  const rows: SizeRowValues[] = [];
  for (let position = 0; form.has(sizeRowName(position, "label")); position += 1) {
    const text = (field: SizeRowField | "id") => {
      const value = form.get(sizeRowName(position, field));
      return typeof value === "string" ? value : "";
    };
    const id = text("id");
    rows.push({
      key: id || `sent-${position}`,
      id,
      label: text("label"),
      price: text("price"),
      compareAtPrice: text("compareAtPrice"),
      sku: text("sku"),
      stockLevel: text("stockLevel"),
      isSold: false,
    });
  }
  return rows;
}
