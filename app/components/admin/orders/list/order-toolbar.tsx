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
import { paymentStatuses, paymentStatusLabels } from "#contracts/payment.ts";
import { useSearchText } from "./use-search-text";

const sortLabels: Record<OrderSort, string> = { newest: "Newest First", oldest: "Oldest First" };
const control =
  "h-11 border border-stone bg-white/70 px-3 text-sm outline-none transition focus:border-gold";

/** One of the toolbar's selects: a named field of the GET form, applied at once when live. */
function ToolbarSelect({
  label,
  name,
  value,
  options,
  onChange,
  className = "",
}: {
  label: string;
  name: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange(value: string): void;
  /** Grid placement, e.g. a whole row on phones. */
  className?: string;
}) {
  return (
    <label className={`grid min-w-0 ${className}`}>
      <span className="sr-only">{label}</span>
      <select
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={control}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Search, status and payment filters and sort (SPEC §2), kept in the URL: a GET form
 * that works without JavaScript; with it, the selects apply at once and the search once typing
 * pauses. Any change starts again at page 1.
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
      className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]"
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
      <ToolbarSelect
        label="Status"
        name="status"
        value={query.status ?? ""}
        options={[
          ["", "All Statuses"],
          ...orderStatuses.map((status) => [status, orderStatusLabel(status)] as const),
        ]}
        onChange={(value) => go({ status: (value || undefined) as AdminOrderQuery["status"] })}
      />
      <ToolbarSelect
        label="Payment"
        name="payment"
        value={query.payment ?? ""}
        options={[
          ["", "All Payments"],
          ...paymentStatuses.map((status) => [status, paymentStatusLabels[status]] as const),
        ]}
        onChange={(value) => go({ payment: (value || undefined) as AdminOrderQuery["payment"] })}
      />
      <ToolbarSelect
        label="Sort"
        name="sort"
        value={query.sort}
        options={orderSorts.map((sort) => [sort, sortLabels[sort]] as const)}
        onChange={(value) => go({ sort: value as OrderSort })}
        className="col-span-2 sm:col-span-1"
      />
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
