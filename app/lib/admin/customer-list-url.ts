import type { CustomerSort, SortDirection } from "#contracts/admin-customers.ts";
import type { CustomerListQuery } from "#contracts/admin-customer-query.ts";

/** What a click changes in the customers list's URL. */
export type CustomerListChange = Partial<Omit<CustomerListQuery, "customer">> & {
  customer?: string | null;
};

/**
 * The /admin/customers URL for `query` with `change` applied, defaults left out. A new search,
 * filter or sort starts again at page 1; the details dialog stays open only when asked.
 */
export function customerListHref(query: CustomerListQuery, change: CustomerListChange): string {
  const isNewList = "search" in change || "filter" in change || "sort" in change;
  const next = { ...query, ...(isNewList ? { page: 1 } : {}), ...change };
  const params = new URLSearchParams();
  if (next.search) params.set("search", next.search);
  if (next.filter !== "all") params.set("filter", next.filter);
  if (next.sort !== "joined" || next.dir !== "desc") {
    params.set("sort", next.sort);
    params.set("dir", next.dir);
  }
  if (next.page > 1) params.set("page", String(next.page));
  const customer = "customer" in change ? change.customer : undefined;
  if (customer) params.set("customer", customer);
  const text = params.toString();
  return `/admin/customers${text ? `?${text}` : ""}`;
}

/** A column's first direction: names A→Z, the newest and the most valuable first. */
const firstDirection: Record<CustomerSort, SortDirection> = {
  customer: "asc",
  joined: "desc",
  value: "desc",
};

/** The sort a header click asks for: the other direction on the sorted column, else its first. */
export function nextSort(
  query: CustomerListQuery,
  sort: CustomerSort,
): { sort: CustomerSort; dir: SortDirection } {
  if (query.sort !== sort) return { sort, dir: firstDirection[sort] };
  return { sort, dir: query.dir === "asc" ? "desc" : "asc" };
}
