import { Banknote, UserPlus, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { customerLoadFailed } from "#contracts/admin-customers.ts";
import { parseCustomerListQuery } from "#contracts/admin-customer-query.ts";
import { formatPrice } from "#contracts/money.ts";
import { getCustomerDetails } from "#server/customers/customer-detail-queries.ts";
import { getCustomerStats, listCustomers } from "#server/customers/customer-list-queries.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "../../components/admin/admin-error-state";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { CustomerPager } from "../../components/admin/customers/customer-pager";
import { CustomerTable } from "../../components/admin/customers/customer-table";
import { CustomerToolbar } from "../../components/admin/customers/customer-toolbar";
import { StatCard } from "../../components/admin/stat-card";
import { customerListHref } from "../../lib/admin/customer-list-url";
import type { Route } from "./+types/customers";
import { adminMeta } from "../../lib/admin/admin-meta";

export const meta: Route.MetaFunction = () => adminMeta("Customers");

// The details dialog and Radix's dialog load when one is opened, not with the list (decision
// 053). Radix renders a dialog only in the browser, so the first paint never shows one.
const CustomerDialog = lazy(() =>
  import("../../components/admin/customers/customer-dialog").then((module) => ({
    default: module.CustomerDialog,
  })),
);

/**
 * GET /admin/customers (SPEC §2 Customers): the stat cards, one page of customers (accounts and
 * guests, known by phone: decision 041) searched, filtered and sorted by the database (all in
 * the query string), and the details of ?customer={key} for the dialog. On a database failure,
 * the error boundary shows SPEC §8's message (status 500).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const query = parseCustomerListQuery(url.searchParams);
  const [list, stats, selected] = await Promise.all([
    listCustomers(db, query),
    getCustomerStats(db),
    query.customer ? getCustomerDetails(db, query.customer) : undefined,
  ]);
  return { query, list, stats, selected: selected ?? null };
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { query, list, stats, selected } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const isUpdating =
    navigation.state === "loading" && navigation.location.pathname === "/admin/customers";
  // Closing the dialog is a navigation: hide it at once rather than when the list has reloaded.
  const isClosing =
    navigation.location !== undefined &&
    !new URLSearchParams(navigation.location.search).has("customer");
  const isFiltered = Boolean(query.search) || query.filter !== "all";
  return (
    <>
      <AdminPageHeader
        title="Customers"
        description="Everyone who has ordered or has an account."
      />
      <div className="mb-8 grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          label="Total Customers"
          value={stats.total.toLocaleString("en-KE")}
          icon={Users}
        />
        <StatCard
          label="New This Month"
          value={stats.newThisMonth.toLocaleString("en-KE")}
          icon={UserPlus}
          hint="Joined in the last 30 days"
        />
        <StatCard
          label="Avg Lifetime Value"
          value={formatPrice(stats.averageLifetimeValue)}
          icon={Banknote}
        />
      </div>
      <CustomerToolbar query={query} />
      <div
        aria-busy={isUpdating}
        className={`transition-opacity ${isUpdating ? "opacity-60" : ""}`}
      >
        <p aria-live="polite" className="mb-3 text-sm text-taupe">
          {list.total === 1 ? "1 customer" : `${list.total.toLocaleString("en-KE")} customers`}
        </p>
        {list.customers.length > 0 ? (
          <CustomerTable customers={list.customers} query={query} />
        ) : (
          <div className="flex flex-col items-center gap-4 border border-stone/70 p-10 text-center">
            <p className="text-ink">
              {isFiltered ? "No customers match your filters" : "No customers yet"}
            </p>
            {isFiltered && (
              <Link
                to="/admin/customers"
                className="border border-espresso px-6 py-2.5 text-sm tracking-widest uppercase"
              >
                Clear Filters
              </Link>
            )}
          </div>
        )}
        <CustomerPager query={query} page={list.page} pageCount={list.pageCount} />
      </div>
      {selected && !isClosing && (
        <Suspense fallback={null}>
          <CustomerDialog
            customer={selected}
            onClose={() =>
              void navigate(customerListHref(query, { customer: null }), {
                preventScrollReset: true,
              })
            }
          />
        </Suspense>
      )}
    </>
  );
}

/** SPEC §8: the customers could not be read; 'Try Again' reloads them. */
export function ErrorBoundary() {
  return (
    <>
      <AdminPageHeader title="Customers" />
      <AdminErrorState message={customerLoadFailed} />
    </>
  );
}
