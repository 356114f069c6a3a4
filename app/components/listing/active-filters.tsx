import { X } from "lucide-react";
import { pickLabel, type FacetPanel } from "#contracts/facets.ts";
import { formatPrice } from "#contracts/money.ts";
import { clearedFilters, type ListingFilters } from "../../lib/listing/listing-filters";
import type { FilterLinkProps } from "../../lib/listing/use-synced-filters";

interface ActiveFiltersProps {
  filters: ListingFilters;
  /** The facets' panel, which names the chosen values. */
  panel: FacetPanel;
  linkTo(next: Partial<ListingFilters>): FilterLinkProps;
}

const tag =
  "inline-flex h-8 items-center gap-1.5 rounded-full bg-linen pr-2 pl-3 text-xs text-ink hover:bg-stone";

/**
 * SPEC §2: the active filter tags and 'Clear All Filters', links to the listing without them
 * (so a tap before the page is live is kept, decision 019); a chosen facet value is a tag too
 * (decision 057).
 */
export function ActiveFilters({ filters, panel, linkTo }: ActiveFiltersProps) {
  const { category, minPrice, maxPrice, picks } = filters;
  const priceRange = `${formatPrice(minPrice ?? 0)} – ${
    maxPrice === undefined ? "any" : formatPrice(maxPrice)
  }`;
  // Each chip: its text, and the filters without it.
  const chips: [string, Partial<ListingFilters>][] = picks.map((pick) => [
    pickLabel(panel, pick),
    { picks: picks.filter((item) => item !== pick) },
  ]);
  if (category) chips.unshift([category, { category: undefined }]);
  if (filters.isOnSale) chips.push(["Sale", { isOnSale: false }]);
  if (minPrice !== undefined || maxPrice !== undefined)
    chips.push([priceRange, { minPrice: undefined, maxPrice: undefined }]);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {chips.map(([label, next]) => (
        <a
          key={label}
          {...linkTo(next)}
          className={tag}
          // The name holds the visible text, as speech control users say it (WCAG 2.5.3).
          aria-label={`Remove filter ${label}`}
        >
          {label}
          <X aria-hidden className="size-3.5" />
        </a>
      ))}
      <a
        {...linkTo(clearedFilters)}
        className="ml-1 text-xs tracking-[0.12em] text-taupe uppercase underline underline-offset-4 hover:text-espresso"
      >
        Clear All Filters
      </a>
    </div>
  );
}
