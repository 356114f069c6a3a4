import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useNavigate, useNavigation } from "react-router";
import { filtersToSearch, type ListingFilters } from "./listing-filters";

/** SPEC §9: filters reach the URL after this pause (ms). */
export const filterSyncDelayMs = 500;

/** An `<a>`'s href and click handler for a change of filters. */
export interface FilterLinkProps {
  href: string;
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
}

/** A plain left click, which the page handles itself (a modified one opens a tab as usual). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Local filter state that follows the URL and writes back to it 500 ms after the last change
 * (SPEC §4), so dragging a slider does not reload the listing at every step. `linkTo(next)`
 * gives a link to the listing with `next` applied: before the page is live (or without
 * JavaScript) the tap follows it; once live it changes the filters in place (decision 019).
 * `path` is the listing's page: /all-products, or the home page's search results.
 */
export function useSyncedFilters(
  fromUrl: ListingFilters,
  search: string | undefined,
  path = "/all-products",
) {
  const urlKey = filtersToSearch(fromUrl, search);
  // `awaited`: the query string of the listing last asked for, until the URL shows it.
  const [state, setState] = useState<{
    urlKey: string;
    filters: ListingFilters;
    awaited?: string;
  }>({ urlKey, filters: fromUrl });
  const navigate = useNavigate();
  const isNavigating = useNavigation().state !== "idle";
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL changed (our own sync, the back button, a link): show what it says, unless it is an
  // earlier choice arriving while a later one loads (two facets ticked in quick succession).
  let filters = state.filters;
  if (state.urlKey !== urlKey) {
    const isEarlier = isNavigating && state.awaited !== undefined && state.awaited !== urlKey;
    if (!isEarlier) filters = fromUrl;
    setState({ urlKey, filters, awaited: isEarlier ? state.awaited : undefined });
  }

  const hrefOf = (next: Partial<ListingFilters>) =>
    `${path}${filtersToSearch({ ...filters, ...next }, search)}`;
  const change = (next: Partial<ListingFilters>, delayMs = filterSyncDelayMs) => {
    const updated = { ...filters, ...next };
    setState({ urlKey, filters: updated, awaited: filtersToSearch(updated, search) });
    clearTimeout(timer.current);
    const go = () =>
      void navigate(`${path}${filtersToSearch(updated, search)}`, { preventScrollReset: true });
    // At once: a later navigation replaces one still loading, whose URL then never shows.
    if (delayMs === 0) go();
    else timer.current = setTimeout(go, delayMs);
  };
  /** A facet tick or preset applies at once (decision 057). */
  const apply = (next: Partial<ListingFilters>) => change(next, 0);
  const linkTo = (next: Partial<ListingFilters>, delayMs = filterSyncDelayMs): FilterLinkProps => ({
    href: hrefOf(next),
    onClick(event) {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      change(next, delayMs);
    },
  });
  return { filters, change, apply, linkTo, hrefOf };
}
