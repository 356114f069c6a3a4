import { Dialog } from "radix-ui";
import { useState, type FormEvent, type RefObject } from "react";
import { useFetcher } from "react-router";
import { togglePick, type FacetPanel, type FacetPick } from "#contracts/facets.ts";
import type { ProductListQuery } from "#contracts/product-list-query.ts";
import { filtersOf, filtersToSearch, type ListingFilters } from "../../lib/listing/listing-filters";
import { DialogCloseButton } from "../ui/dialog-close-button";
import { ShopDialog } from "../ui/shop-dialog";
import { FacetFieldsets } from "./facet-fieldsets";

/** What the sheet fetches for the pending choices: a listing page's own loader data. */
interface PendingListing {
  query: ProductListQuery;
  picks: FacetPick[];
  listing: { total: number };
  panel: FacetPanel;
}

type Pending = Pick<ListingFilters, "picks" | "minPrice" | "maxPrice">;

export interface FacetSheetProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The 'Filters' button, which has focus again once the sheet closes. */
  opener: RefObject<HTMLButtonElement | null>;
  panel: FacetPanel;
  total: number;
  filters: ListingFilters;
  search?: string;
  /** The listing page whose loader counts the pending choices (/all-products, a brand's page). */
  path: string;
  /** Applies the pending choices to the page's listing. */
  onShow(next: Pending): void;
}

const productsText = (count: number) => `${count} ${count === 1 ? "product" : "products"}`;

/**
 * The phone's filters (decision 057): a modal sheet (Radix dialog: focus kept inside, closed by
 * Escape) holding the facets; ticks wait in the sheet, and 'Show N products' counts what they
 * would give, from the listing's loader, before applying them. Mounted afresh at each opening
 * (its choices start from the page's), and loaded with Radix only then (decision 048).
 */
export function FacetSheet(props: FacetSheetProps) {
  const { isOpen, onOpenChange, opener, panel, total, filters, search, path, onShow } = props;
  const [pending, setPending] = useState<Pending>(filters);
  const fetcher = useFetcher<PendingListing>();
  const pendingKey = filtersToSearch({ ...filters, ...pending }, search);
  const isChanged = pendingKey !== filtersToSearch(filters, search);
  const data = fetcher.data;
  const isFresh =
    data !== undefined && filtersToSearch(filtersOf(data.query, data.picks), search) === pendingKey;
  const shownPanel = isChanged ? (data?.panel ?? panel) : panel;
  const count = isChanged ? (isFresh ? data.listing.total : undefined) : total;

  const choose = (next: Pending) => {
    setPending(next);
    const key = filtersToSearch({ ...filters, ...next }, search);
    if (key !== filtersToSearch(filters, search)) void fetcher.load(`${path}${key}`);
  };
  const show = (event: FormEvent) => {
    event.preventDefault();
    onOpenChange(false);
    if (isChanged) onShow(pending);
  };

  return (
    <ShopDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col bg-ivory shadow-2xl"
    >
      <form onSubmit={show} className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-center justify-between border-b border-stone/60 px-6 py-4">
          <Dialog.Title className="font-display text-2xl text-espresso">Filters</Dialog.Title>
          <DialogCloseButton className="-mr-2 grid size-10 place-items-center rounded-full text-ink hover:bg-linen" />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-6">
          <FacetFieldsets
            groups={shownPanel.groups}
            picks={pending.picks}
            maxPrice={pending.maxPrice}
            onToggle={(pick) => choose({ ...pending, picks: togglePick(pending.picks, pick) })}
            presetLink={(maxPrice) => ({
              href: `${path}${filtersToSearch({ ...filters, ...pending, maxPrice, minPrice: undefined }, search)}`,
              onClick(event) {
                event.preventDefault();
                choose({ ...pending, maxPrice, minPrice: undefined });
              },
            })}
          />
        </div>
        <div className="flex items-center gap-4 border-t border-stone/60 px-6 py-4">
          <button
            type="button"
            onClick={() => choose({ picks: [], minPrice: undefined, maxPrice: undefined })}
            className="text-xs tracking-[0.12em] text-taupe uppercase underline underline-offset-4"
          >
            Clear
          </button>
          <button
            type="submit"
            aria-busy={count === undefined}
            className="h-12 flex-1 bg-espresso text-xs tracking-[0.2em] text-ivory uppercase transition aria-busy:opacity-70"
          >
            {count === undefined ? "Counting…" : `Show ${productsText(count)}`}
          </button>
        </div>
      </form>
    </ShopDialog>
  );
}
