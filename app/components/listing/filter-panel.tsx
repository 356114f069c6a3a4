import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { productSorts, type ProductSort } from "#contracts/product.ts";
import type { ListingFilters } from "../../lib/listing/listing-filters";
import { PriceFilter } from "./price-filter";

const sortLabels: Record<ProductSort, string> = {
  newest: "Newest",
  "price-high-to-low": "Price: High to Low",
  "price-low-to-high": "Price: Low to High",
};

interface FilterPanelProps {
  filters: ListingFilters;
  onChange(next: Partial<ListingFilters>): void;
}

/**
 * The listing's price and sort controls (SPEC §2). A GET form, so it works without
 * JavaScript; on phones the price controls fold behind a button to keep products in view.
 */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const [isPriceOpen, setIsPriceOpen] = useState(false);
  const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  return (
    <Form method="get" action="/all-products" className="flex flex-col gap-4 lg:gap-8">
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      <div className="flex items-end gap-3 lg:order-2">
        <label className="flex flex-1 flex-col gap-2">
          <span className="eyebrow">Sort by</span>
          <select
            name="sort"
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
            className="h-10 border border-stone bg-white/70 px-3 text-sm outline-none focus:border-gold"
          >
            {productSorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          aria-expanded={isPriceOpen}
          aria-controls="price-filter"
          onClick={() => setIsPriceOpen((open) => !open)}
          className="inline-flex h-10 items-center gap-2 border border-stone px-4 text-xs tracking-[0.15em] uppercase lg:hidden"
        >
          <SlidersHorizontal aria-hidden className="size-4" strokeWidth={1.5} />
          Price
          {hasPrice && <span aria-label="(active)" className="size-1.5 rounded-full bg-gold" />}
        </button>
      </div>
      <div id="price-filter" className={`${isPriceOpen ? "" : "hidden"} lg:order-1 lg:block`}>
        <PriceFilter minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onChange} />
      </div>
      <noscript>
        <button
          type="submit"
          className="h-10 w-full bg-espresso text-xs tracking-[0.2em] text-ivory uppercase"
        >
          Apply
        </button>
      </noscript>
    </Form>
  );
}
