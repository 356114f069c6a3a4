import { Download, Plus, RefreshCw } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import {
  adminOrderSearch,
  parseAdminOrderQuery,
  type AdminOrderQuery,
} from "#contracts/admin-order-query.ts";
import { orderTexts } from "#contracts/admin-order-list.ts";
import { listAdminOrders } from "#server/orders/admin-order-queries.ts";
import { listRiders } from "#server/orders/riders/order-dispatch.ts";
import { readOrdersVersion } from "#server/live/order-versions.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "#app/components/admin/admin-error-state.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { OrderList } from "#app/components/admin/orders/list/order-list.tsx";
import { OrderTabs } from "#app/components/admin/orders/list/order-tabs.tsx";
import { OrderToolbar } from "#app/components/admin/orders/list/order-toolbar.tsx";
import { useLiveRevalidation } from "#app/lib/use-live-revalidation.ts";
import { useStaffCan } from "#app/lib/admin/use-staff-can.ts";
import type { Route } from "./+types/list";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Order Management");

/**
 * The view in the URL (tab, search, status, payment status, sort, page), read from the database
 * (docs/decisions/009-admin-orders.md), the enabled riders an order may be assigned to (decision
 * 075), and the version of all orders read first (decision 031).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = parseAdminOrderQuery(url.searchParams);
  const { db } = getServices(context);
  const version = await readOrdersVersion(db, "all");
  const [list, riders] = await Promise.all([listAdminOrders(db, query), listRiders(db)]);
  return { ...list, riders, version };
}

/**
 * GET /admin/orders/export for the view: the list's own query string (adminOrderSearch) without
 * its page, the tab always named.
 */
function exportHref(query: AdminOrderQuery): string {
  const params = new URLSearchParams(adminOrderSearch({ ...query, page: 1 }));
  params.set("tab", query.tab);
  return `/admin/orders/export?${params}`;
}

const action =
  "inline-flex h-10 items-center gap-2 border px-4 text-xs tracking-[0.18em] uppercase transition";

function HeaderActions({ query }: { query: AdminOrderQuery }) {
  const { revalidate, state } = useRevalidator();
  const mayExport = useStaffCan("exports.download");
  return (
    <>
      <button
        type="button"
        onClick={() => void revalidate()}
        disabled={state === "loading"}
        className={`${action} border-stone hover:border-espresso disabled:opacity-60`}
      >
        <RefreshCw
          aria-hidden
          className={`size-4 ${state === "loading" ? "animate-spin" : ""}`}
          strokeWidth={1.5}
        />
        Refresh
      </button>
      <Link to="/admin/orders/new" className={`${action} border-stone hover:border-espresso`}>
        <Plus aria-hidden className="size-4" strokeWidth={1.5} />
        New order
      </Link>
      {mayExport && (
        <a
          href={exportHref(query)}
          download
          className={`${action} border-espresso bg-espresso text-ivory hover:bg-ink`}
        >
          <Download aria-hidden className="size-4" strokeWidth={1.5} />
          Export CSV
        </a>
      )}
    </>
  );
}

/** SPEC §2 Orders (Order Management): tabs, search, filter, sort, bulk delivery, export; live. */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { query, counts, version } = loaderData;
  useLiveRevalidation("/admin/orders/stream", "order", version);
  return (
    <>
      <AdminPageHeader
        title="Order Management"
        description="Follow every order from confirmation to the doorstep."
        actions={<HeaderActions query={query} />}
      />
      <OrderTabs
        current={query.tab}
        counts={counts}
        keep={{ search: query.search, payment: query.payment, sort: query.sort }}
      />
      <OrderToolbar query={query} />
      <OrderList key={query.tab} list={loaderData} />
    </>
  );
}

/** SPEC §8: the orders could not be read; 'Try Again' reloads them. */
export function ErrorBoundary() {
  return (
    <>
      <AdminPageHeader title="Order Management" />
      <AdminErrorState message={orderTexts.loadFailed} />
    </>
  );
}
