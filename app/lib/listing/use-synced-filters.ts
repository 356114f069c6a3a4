import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { filtersToSearch, type ListingFilters } from "./listing-filters";

/** SPEC §9: filters reach the URL after this pause (ms). */
export const filterSyncDelayMs = 500;

/**
 * Local filter state that follows the URL and writes back to it 500 ms after the last change
 * (SPEC §4), so dragging a slider does not reload the listing at every step.
 */
export function useSyncedFilters(fromUrl: ListingFilters, search: string | undefined) {
  const urlKey = filtersToSearch(fromUrl, search);
  const [state, setState] = useState({ urlKey, filters: fromUrl });
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL changed (our own sync, the back button, a link): show what it says.
  let filters = state.filters;
  if (state.urlKey !== urlKey) {
    filters = fromUrl;
    setState({ urlKey, filters });
  }

  const change = (next: Partial<ListingFilters>) => {
    const updated = { ...filters, ...next };
    setState({ urlKey, filters: updated });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void navigate(`/all-products${filtersToSearch(updated, search)}`, {
        preventScrollReset: true,
      });
    }, filterSyncDelayMs);
  };
  return { filters, change };
}
