import { Search } from "lucide-react";
import { orderStatusLabel } from "#contracts/order-status.ts";
import type { FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import {
  adminOrderSearch,
  orderSorts,
  type AdminOrderQuery,
  type OrderSort,
} from "#contracts/admin-order-query.ts";
import { orderTexts } from "#contracts/admin-order-list.ts";
import { orderStatuses } from "#contracts/order-status.ts";
import { useSearchText } from "./use-search-text";

const sortLabels: Record<OrderSort, string> = { newest: "Newest First", oldest: "Oldest First" };
const control =
  "h-11 border border-stone bg-white/70 px-3 text-sm outline-none transition focus:border-gold";

/**
 * Search, status filter and sort (SPEC §2), kept in the URL: a GET form that works without
 * JavaScript; with it, the selects apply at once and the search once typing pauses. Any change
 * starts again at page 1.
 */
export function OrderToolbar({ query }: { query: AdminOrderQuery }) {
  const navigate = useNavigate();
  const go = (change: Partial<AdminOrderQuery>) =>
    void navigate(`/admin/orders${adminOrderSearch({ ...query, ...change, page: 1 })}`, {
      replace: "search" in change,
      preventScrollReset: true,
    });
  const search = useSearchText(query.search ?? "", (text) => {
    if (text.trim() !== (query.search ?? "")) go({ search: text.trim() || undefined });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };
  return (
    <Form
      method="get"
      action="/admin/orders"
      role="search"
      onSubmit={submit}
      className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]"
    >
      {query.tab !== "ongoing" && <input type="hidden" name="tab" value={query.tab} />}
      <label className="relative col-span-2 sm:col-span-1">
        <span className="sr-only">Search orders</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-taupe"
          strokeWidth={1.5}
        />
        <input
          type="search"
          name="search"
          value={search.text}
          onChange={(event) => search.change(event.target.value)}
          placeholder={orderTexts.searchPlaceholder}
          className={`${control} w-full pl-9`}
        />
      </label>
      <label className="grid">
        <span className="sr-only">Status</span>
        <select
          name="status"
          value={query.status ?? ""}
          onChange={(event) =>
            go({ status: (event.target.value || undefined) as AdminOrderQuery["status"] })
          }
          className={control}
        >
          <option value="">All Statuses</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabel(status)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid">
        <span className="sr-only">Sort</span>
        <select
          name="sort"
          value={query.sort}
          onChange={(event) => go({ sort: event.target.value as OrderSort })}
          className={control}
        >
          {orderSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button
          type="submit"
          className="h-11 bg-espresso px-5 text-xs tracking-[0.2em] text-ivory uppercase"
        >
          Apply
        </button>
      </noscript>
    </Form>
  );
}
