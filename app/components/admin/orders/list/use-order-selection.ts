import { useState } from "react";

/**
 * The orders ticked for a bulk action, kept to the rows on screen (SPEC §2: select-all takes
 * the visible rows): a row that leaves the view — delivered, another page — leaves the selection.
 */
export function useOrderSelection(visibleIds: string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selectedIds = visibleIds.filter((id) => ticked.has(id));
  const isAllSelected = visibleIds.length > 0 && selectedIds.length === visibleIds.length;
  return {
    selectedIds,
    isAllSelected,
    isSelected: (id: string) => ticked.has(id),
    toggle(id: string) {
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    },
    /** Selects every visible row, or clears them all when all are selected already. */
    toggleAll() {
      setTicked(isAllSelected ? new Set() : new Set(visibleIds));
    },
    clear() {
      setTicked(new Set());
    },
  };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
