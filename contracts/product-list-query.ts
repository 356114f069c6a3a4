import { z } from "zod";
import { priceFilterMax, productSorts } from "./product";
import { cutSearchText } from "./search";
import { storable } from "./storable-text";

/**
 * SPEC §5: the max price is at least the min; a max below the min is raised to it. Whole KSh,
 * undefined = no bound. The one rule for the query the server reads and the URL the page writes.
 */
export function maxPriceAtLeastMin(
  minPrice: number | undefined,
  maxPrice: number | undefined,
): number | undefined {
  return minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice
    ? minPrice
    : maxPrice;
}

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
const priceParam = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(0).max(priceFilterMax).optional().catch(undefined),
);

/**
 * The /all-products query string (SPEC §2): category, min_price, max_price, sort, page, search,
 * and sale=true for the products with a size on sale (DESIGN §5). Lenient: a malformed value
 * falls back to its default, so any shared URL still renders.
 */
export const ProductListQuerySchema = z
  .object({
    category: z.preprocess(
      blankToUndefined,
      z.string().trim().max(80).check(storable("Category")).optional().catch(undefined),
    ),
    min_price: priceParam,
    max_price: priceParam,
    sale: z
      .string()
      .optional()
      .transform((value) => value === "true")
      .catch(false),
    sort: z.enum(productSorts).catch("newest").default("newest"),
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
    // Long text is cut rather than refused: a pasted paragraph still searches (decision 005).
    search: z
      .string()
      .transform((text) => cutSearchText(text) || undefined)
      .optional()
      .catch(undefined),
  })
  .transform((query) => ({
    ...query,
    max_price: maxPriceAtLeastMin(query.min_price, query.max_price),
  }));

export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** Parses URL search params into a ProductListQuery (never throws). */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  return ProductListQuerySchema.parse(Object.fromEntries(params));
}
