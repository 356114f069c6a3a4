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
  const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const hasPicks = filters.picks.length > 0;
  if (!filters.category && !hasPrice && !filters.isOnSale && !hasPicks) return null;
  const priceRange = `${formatPrice(filters.minPrice ?? 0)} – ${
    filters.maxPrice === undefined ? "any" : formatPrice(filters.maxPrice)
  }`;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {filters.category && (
        <a
          {...linkTo({ category: undefined })}
          className={tag}
          aria-label={`Remove filter ${filters.category}`}
        >
          {filters.category}
          <X aria-hidden className="size-3.5" />
        </a>
      )}
      {filters.picks.map((pick) => {
        const label = pickLabel(panel, pick);
        return (
          <a
            key={`${pick.facet}:${pick.value}`}
            {...linkTo({ picks: filters.picks.filter((item) => item !== pick) })}
            className={tag}
            aria-label={`Remove filter ${label}`}
          >
            {label}
            <X aria-hidden className="size-3.5" />
          </a>
        );
      })}
      {filters.isOnSale && (
        <a {...linkTo({ isOnSale: false })} className={tag} aria-label="Remove filter Sale">
          Sale
          <X aria-hidden className="size-3.5" />
        </a>
      )}
      {hasPrice && (
        <a
          {...linkTo({ minPrice: undefined, maxPrice: undefined })}
          className={tag}
          // The name holds the visible text, as speech control users say it (WCAG 2.5.3).
          aria-label={`Remove filter ${priceRange}`}
        >
          {priceRange}
          <X aria-hidden className="size-3.5" />
        </a>
      )}
      <a
        {...linkTo(clearedFilters)}
        className="ml-1 text-xs tracking-[0.12em] text-taupe uppercase underline underline-offset-4 hover:text-espresso"
      >
        Clear All Filters
      </a>
    </div>
  );
}
