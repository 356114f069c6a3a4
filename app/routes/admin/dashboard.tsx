import { Banknote, Package, ShoppingBag, ShoppingCart, Users } from "lucide-react";
import {
  cartReminderLine,
  dashboardLoadFailed,
  openCartDays,
  salesCountedNote,
  type DashboardFigures,
} from "#contracts/admin-dashboard.ts";
import { formatLongDate } from "#contracts/calendar-date.ts";
import { formatPrice } from "#contracts/money.ts";
import { can } from "#contracts/staff-roles.ts";
import { getAdmin } from "#server/accounts/require-admin.ts";
import { getDashboardFigures } from "#server/dashboard/dashboard-queries.ts";
import { withoutRevenue } from "#server/dashboard/revenue-withheld.ts";
import { readOrdersVersion } from "#server/live/order-versions.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "../../components/admin/admin-error-state";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { RecentOrders } from "../../components/admin/dashboard/recent-orders";
import { StockAlerts } from "../../components/admin/dashboard/stock-alerts";
import { ReviewWaiting } from "../../components/admin/payments/review-waiting";
import { TopProducts } from "../../components/admin/dashboard/top-products";
import { SalesPeriods } from "../../components/admin/dashboard/sales-periods";
import { StatCard } from "../../components/admin/stat-card";
import { useLiveRevalidation } from "../../lib/use-live-revalidation";
import { useStaffCan } from "../../lib/admin/use-staff-can";
import type { Route } from "./+types/dashboard";
import { adminMeta } from "../../lib/admin/admin-meta";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

/**
 * GET /admin: today's date and the dashboard's figures (SPEC §2), all from SQL aggregates, with
 * the version of all orders read first (docs/decisions/031-live-page-versions.md). When the
 * database fails, the error boundary shows SPEC §8's message with Retry (status 500). A role
 * without revenue.view gets no money figure (withoutRevenue, decision 072).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, settings } = getServices(context);
  const showsRevenue = can(getAdmin(context).staffRole, "revenue.view");
  const version = await readOrdersVersion(db, "all");
  const { lowStockThreshold } = await settings.current();
  const figures = await getDashboardFigures(db, { lowStockThreshold });
  return {
    today: new Date().toISOString(),
    figures: showsRevenue ? figures : withoutRevenue(figures),
    showsRevenue,
    version,
  };
}

/**
 * Under Total Revenue: Paid and Unpaid, and what order refunds gave back when they gave any
 * (docs/decisions/076-returns-refunds.md): 'Paid KSh 9,000 · Unpaid KSh 0 · KSh 6,500 refunded'.
 */
function revenueHint({
  paidRevenue,
  unpaidRevenue,
  refunded,
}: Pick<DashboardFigures, "paidRevenue" | "unpaidRevenue" | "refunded">): string {
  const hint = `Paid ${formatPrice(paidRevenue)} · Unpaid ${formatPrice(unpaidRevenue)}`;
  return refunded > 0 ? `${hint} · ${formatPrice(refunded)} refunded` : hint;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { today, figures, showsRevenue, version } = loaderData;
  const mayReconcile = useStaffCan("payments.reconcile");
  const codeUses = `${figures.discountCodes.uses.toLocaleString("en-KE")} with a discount code`;
  // A new or changed order updates the figures without a reload.
  useLiveRevalidation("/admin/orders/stream", "order", version);
  return (
    <>
      <AdminPageHeader title="Dashboard" description={formatLongDate(today)} />
      {mayReconcile && (
        <ReviewWaiting
          count={figures.paymentsToReview.count}
          oldestDay={figures.paymentsToReview.oldestDay}
        />
      )}
      <div className="space-y-6">
        <SalesPeriods periods={figures.recentSales} showsRevenue={showsRevenue} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-5">
          {showsRevenue && (
            <StatCard
              label="Total Revenue"
              value={formatPrice(figures.totalRevenue)}
              icon={Banknote}
              hint={revenueHint(figures)}
              note={salesCountedNote}
            />
          )}
          <StatCard
            label="Orders"
            value={figures.orderCount.toLocaleString("en-KE")}
            icon={ShoppingBag}
            hint={
              showsRevenue
                ? `${codeUses} · ${formatPrice(figures.discountCodes.given)} off`
                : codeUses
            }
          />
          <StatCard
            label="Customers"
            value={figures.customerCount.toLocaleString("en-KE")}
            icon={Users}
          />
          <StatCard
            label="Products"
            value={figures.productCount.toLocaleString("en-KE")}
            icon={Package}
          />
          <StatCard
            label="Open Carts"
            value={figures.openCarts.carts.toLocaleString("en-KE")}
            icon={ShoppingCart}
            hint={
              showsRevenue
                ? `${formatPrice(figures.openCarts.value)} in the last ${openCartDays} days`
                : `In the last ${openCartDays} days`
            }
            note={cartReminderLine(figures.cartReminders)}
          />
        </div>
        <RecentOrders orders={figures.recentOrders} />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <TopProducts products={figures.topProducts} showsRevenue={showsRevenue} />
          <StockAlerts alerts={figures.alerts} alertCount={figures.alertCount} />
        </div>
      </div>
    </>
  );
}

/** SPEC §8: the figures could not be read; 'Retry' reloads them. */
export function ErrorBoundary() {
  return (
    <>
      <AdminPageHeader title="Dashboard" />
      <AdminErrorState message={dashboardLoadFailed} actionLabel="Retry" />
    </>
  );
}
