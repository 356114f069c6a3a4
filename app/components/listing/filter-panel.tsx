import { SlidersHorizontal } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { Form } from "react-router";
import { productSorts, type ProductSort } from "#contracts/product.ts";
import {
  filtersInForm,
  filtersToSearch,
  type ListingFilters,
} from "../../lib/listing/listing-filters";
import { PriceFilter } from "./price-filter";

const sortLabels: Record<ProductSort, string> = {
  newest: "Newest",
  "price-high-to-low": "Price: High to Low",
  "price-low-to-high": "Price: Low to High",
};

interface FilterPanelProps {
  filters: ListingFilters;
  /** The search the listing shows, kept when the form is sent without JavaScript. */
  search?: string;
  /** How many products 'Sale' would give with the other filters (decision 057). */
  saleCount?: number;
  /** The listing's page, which the form is sent to: /all-products or a brand's page. */
  path?: string;
  onChange(next: Partial<ListingFilters>): void;
}

/**
 * The listing's price, sale and sort controls (SPEC §2, DESIGN §5). A GET form, so it works without
 * JavaScript; on phones the price controls fold behind a toggle (a checkbox, so it opens before
 * the page is live too). A sort or price chosen before the page was live is carried out as
 * soon as it is (decision 019): the browser keeps the field's value, React's state does not.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { filters, search, saleCount, path = "/all-products", onChange } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const rendered = useRef(filters);
  const carryOut = useRef(onChange);
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const early = filtersInForm(formRef.current);
    if (filtersToSearch(early) !== filtersToSearch(rendered.current)) carryOut.current(early);
  }, []);

  const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  return (
    <Form
      ref={formRef}
      method="get"
      action={path}
      className="group/filters flex flex-col gap-4 lg:gap-8"
    >
      {search && <input type="hidden" name="search" value={search} />}
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.picks.map((pick) => (
        <input
          key={`${pick.facet}:${pick.value}`}
          type="hidden"
          name={pick.facet}
          value={pick.value}
        />
      ))}
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
        <label className="inline-flex h-10 cursor-pointer items-center gap-2 border border-stone px-4 text-xs tracking-[0.15em] uppercase select-none has-[:checked]:border-espresso has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold lg:hidden">
          <input
            type="checkbox"
            id="price-toggle"
            aria-controls="price-filter"
            className="sr-only"
          />
          <SlidersHorizontal aria-hidden className="size-4" strokeWidth={1.5} />
          Price
          {hasPrice && (
            <>
              <span aria-hidden className="size-1.5 rounded-full bg-gold" />
              <span className="sr-only">(active)</span>
            </>
          )}
        </label>
      </div>
      <label className="inline-flex h-10 cursor-pointer items-center gap-3 text-sm text-ink select-none lg:order-1">
        <input
          type="checkbox"
          name="sale"
          value="true"
          checked={filters.isOnSale}
          onChange={(event) => onChange({ isOnSale: event.target.checked })}
          className="size-4 accent-wine"
        />
        Sale
        {saleCount !== undefined && (
          <span className="-ml-1.5 text-xs text-taupe tabular-nums">({saleCount})</span>
        )}
      </label>
      <div
        id="price-filter"
        className="hidden group-has-[#price-toggle:checked]/filters:block lg:order-1 lg:block"
      >
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
