// zod/mini, as every contract (decision 048); the listing page's browser code needs none of it.
import { z } from "zod/mini";
import { maxPriceAtLeastMin, priceFilterMax, productSorts } from "./product";
import { storable } from "./storable-text";
import { blankAsMissing, choiceOr, optionalWholeNumber, pageNumber, searchText } from "./url-query";

/**
 * The /all-products query string (SPEC §2): category, min_price, max_price, sort, page, search,
 * and sale=true for the products with a size on sale (DESIGN §5). Lenient: a malformed value
 * falls back to its default, so any shared URL still renders.
 */
export const ProductListQuerySchema = z.pipe(
  z.object({
    category: blankAsMissing(
      z.catch(
        z.optional(z.string().check(z.trim(), z.maxLength(80), storable("Category"))),
        undefined,
      ),
    ),
    min_price: blankAsMissing(optionalWholeNumber(priceFilterMax)),
    max_price: blankAsMissing(optionalWholeNumber(priceFilterMax)),
    sale: z.catch(
      z.pipe(
        z.optional(z.string()),
        z.transform((value: string | undefined) => value === "true"),
      ),
      false,
    ),
    sort: choiceOr(productSorts, "newest"),
    page: pageNumber(100_000),
    search: searchText(),
  }),
  z.transform((query) => ({
    ...query,
    max_price: maxPriceAtLeastMin(query.min_price, query.max_price),
  })),
);

export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** Parses URL search params into a ProductListQuery (never throws). */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  return ProductListQuerySchema.parse(Object.fromEntries(params));
}
