import { z } from "zod";
import { priceFilterMax, productSorts } from "./product";
import { cutSearchText } from "./search";
import { storable } from "./storable-text";

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
const priceParam = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(0).max(priceFilterMax).optional().catch(undefined),
);

/**
 * The /all-products query string (SPEC §2): category, min_price, max_price, sort, page, search.
 * Lenient: a malformed value falls back to its default, so any shared URL still renders.
 */
export const ProductListQuerySchema = z
  .object({
    category: z.preprocess(
      blankToUndefined,
      z.string().trim().max(80).check(storable("Category")).optional().catch(undefined),
    ),
    min_price: priceParam,
    max_price: priceParam,
    sort: z.enum(productSorts).catch("newest").default("newest"),
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
    // Long text is cut rather than refused: a pasted paragraph still searches (decision 005).
    search: z
      .string()
      .transform((text) => cutSearchText(text) || undefined)
      .optional()
      .catch(undefined),
  })
  // SPEC §5: max at least min.
  .transform((query) =>
    query.min_price !== undefined &&
    query.max_price !== undefined &&
    query.max_price < query.min_price
      ? { ...query, max_price: query.min_price }
      : query,
  );

export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** Parses URL search params into a ProductListQuery (never throws). */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  return ProductListQuerySchema.parse(Object.fromEntries(params));
}
