import type { ProductCard } from "#contracts/product.ts";
import { ProductGridSection } from "./product-grid-section";

interface SearchResultsSectionProps {
  search: string;
  /** undefined while loading: skeleton cards show instead. */
  results?: { products: ProductCard[]; total: number };
}

/**
 * Home with ?search= (SPEC §2): the products matching the search, most relevant first, 8 at
 * first and 12 more per 'View Collection', or an empty state naming the search.
 */
export function SearchResultsSection({ search, results }: SearchResultsSectionProps) {
  const total = results?.total;
  return (
    <ProductGridSection
      id="search-results"
      title={`Results for “${search}”`}
      tagline={
        total === undefined
          ? "Searching the collection…"
          : `${total} ${total === 1 ? "product" : "products"} found`
      }
      emptyText={`No products match “${search}”. Try a fragrance name, a note or a category.`}
      param="results"
      grid={results}
    />
  );
}
