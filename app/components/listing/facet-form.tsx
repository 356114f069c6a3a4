import { SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { readFacetPicks, togglePick, type FacetPanel } from "#contracts/facets.ts";
import { textFields, type ListingFilters } from "../../lib/listing/listing-filters";
import type { FilterLinkProps } from "../../lib/listing/use-synced-filters";
import { useIsHydrated } from "../../lib/use-hydrated";
import { FacetFieldsets } from "./facet-fieldsets";

// The sheet and Radix's dialog load when a shopper first opens it, not with the page (decision 048).
const FacetSheet = lazy(() =>
  import("./facet-sheet").then((module) => ({ default: module.FacetSheet })),
);

const filtersButton =
  "inline-flex h-10 w-full cursor-pointer items-center justify-center gap-2 border border-espresso text-xs tracking-[0.15em] text-espresso uppercase select-none";

interface FacetFormProps {
  panel: FacetPanel;
  /** How many products the listing shows now. */
  total: number;
  filters: ListingFilters;
  search?: string;
  /** The listing's page: /all-products, a brand's page, or / for the search results. */
  path: string;
  /** The page whose loader counts the phone sheet's pending choices; /all-products if none. */
  countsPath?: string;
  apply(next: Partial<ListingFilters>): void;
  linkTo(next: Partial<ListingFilters>, delayMs?: number): FilterLinkProps;
}

/** The listing's other filters, kept when the facets' form is sent without JavaScript. */
function KeptFields({ filters, search }: { filters: ListingFilters; search?: string }) {
  const kept: [string, string | undefined][] = [
    ["search", search],
    ["category", filters.category],
    ["min_price", filters.minPrice?.toString()],
    ["max_price", filters.maxPrice?.toString()],
    ["sale", filters.isOnSale ? "true" : undefined],
    ["sort", filters.sort === "newest" ? undefined : filters.sort],
  ];
  return kept.map(([name, value]) =>
    value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
  );
}

/**
 * The facets of a listing (decision 057). On desktop a side column: a GET form whose ticks apply
 * at once, and 'Apply filters' without JavaScript. On phones a 'Filters' sheet once the page is
 * live; before that (or without JavaScript) the 'Filters' toggle shows the same form inline.
 */
export function FacetForm(props: FacetFormProps) {
  const {
    panel,
    total,
    filters,
    search,
    path,
    countsPath = "/all-products",
    apply,
    linkTo,
  } = props;
  const isHydrated = useIsHydrated();
  const opener = useRef<HTMLButtonElement>(null);
  // Each opening mounts the sheet afresh, so its pending choices start from the page's.
  const [openings, setOpenings] = useState(0);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const chosenCount = filters.picks.length + (filters.maxPrice === undefined ? 0 : 1);
  const formRef = useRef<HTMLFormElement>(null);
  const rendered = useRef(filters.picks);
  const carryOut = useRef(apply);
  // A tick made before the page was live is carried out once it is (decision 019).
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const early = readFacetPicks(textFields(new FormData(formRef.current)));
    if (JSON.stringify(early) !== JSON.stringify(rendered.current))
      // After the commit: the page's navigate is live only once its own layout effects ran.
      setTimeout(() => carryOut.current({ picks: early }));
  }, []);

  return (
    <div className="group/facets">
      <div className="lg:hidden">
        {isHydrated ? (
          <>
            <button
              ref={opener}
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                setOpenings((count) => count + 1);
                setIsSheetOpen(true);
              }}
              className={filtersButton}
            >
              <SlidersHorizontal aria-hidden className="size-4" strokeWidth={1.5} />
              Filters
              {chosenCount > 0 && (
                <span className="grid size-5 place-items-center rounded-full bg-espresso text-[0.65rem] tracking-normal text-ivory">
                  {chosenCount}
                  <span className="sr-only"> chosen</span>
                </span>
              )}
            </button>
            {openings > 0 && (
              <Suspense fallback={null}>
                <FacetSheet
                  key={openings}
                  isOpen={isSheetOpen}
                  onOpenChange={setIsSheetOpen}
                  opener={opener}
                  panel={panel}
                  total={total}
                  filters={filters}
                  search={search}
                  path={countsPath}
                  onShow={apply}
                />
              </Suspense>
            )}
          </>
        ) : (
          <label
            className={`${filtersButton} has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold`}
          >
            <input type="checkbox" id="facets-toggle" aria-controls="facets" className="sr-only" />
            <SlidersHorizontal aria-hidden className="size-4" strokeWidth={1.5} />
            Filters
          </label>
        )}
      </div>
      <Form
        ref={formRef}
        id="facets"
        method="get"
        action={path}
        aria-label="Filters"
        className="mt-6 hidden group-has-[#facets-toggle:checked]/facets:block lg:mt-0 lg:block"
      >
        <KeptFields filters={filters} search={search} />
        <FacetFieldsets
          groups={panel.groups}
          picks={filters.picks}
          maxPrice={filters.maxPrice}
          onToggle={(pick) => apply({ picks: togglePick(filters.picks, pick) })}
          presetLink={(maxPrice) => linkTo({ maxPrice, minPrice: undefined }, 0)}
        />
        <noscript>
          <button
            type="submit"
            className="mt-6 h-11 w-full bg-espresso text-xs tracking-[0.2em] text-ivory uppercase"
          >
            Apply filters
          </button>
        </noscript>
      </Form>
    </div>
  );
}
