import { Banknote, Package, ShoppingBag, Users } from "lucide-react";
import { data } from "react-router";
import { dashboardLoadFailed } from "#contracts/admin-dashboard.ts";
import { formatLongDate } from "#contracts/calendar-date.ts";
import { formatPrice } from "#contracts/money.ts";
import { getDashboardFigures } from "#server/admin/dashboard-figures.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "../../components/admin/admin-error-state";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { RecentOrders } from "../../components/admin/dashboard/recent-orders";
import { StockAlerts } from "../../components/admin/dashboard/stock-alerts";
import { TopProducts } from "../../components/admin/dashboard/top-products";
import { StatCard } from "../../components/admin/stat-card";
import { useLiveRevalidation } from "../../lib/use-live-revalidation";
import type { Route } from "./+types/dashboard";
import { adminMeta } from "../../lib/admin-meta";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

/**
 * GET /admin: today's date and the dashboard's figures (SPEC §2), all from SQL aggregates.
 * When the database fails, the page shows SPEC §8's message with Retry (status 500).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, log } = getServices(context);
  const today = new Date().toISOString();
  try {
    return { today, figures: await getDashboardFigures(db) };
  } catch (error) {
    log.error({ err: error }, "could not load the dashboard");
    return data({ today, figures: null }, { status: 500 });
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { today, figures } = loaderData;
  // A new or changed order updates the figures without a reload.
  useLiveRevalidation("/admin/orders/stream", "order");
  return (
    <>
      <AdminPageHeader title="Dashboard" description={formatLongDate(today)} />
      {figures ? (
        <div className="space-y-6">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
            <StatCard
              label="Total Revenue"
              value={formatPrice(figures.totalRevenue)}
              icon={Banknote}
              hint="All orders but cancelled"
            />
            <StatCard
              label="Orders"
              value={figures.orderCount.toLocaleString("en-KE")}
              icon={ShoppingBag}
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
          </div>
          <RecentOrders orders={figures.recentOrders} />
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <TopProducts products={figures.topProducts} />
            <StockAlerts alerts={figures.alerts} alertCount={figures.alertCount} />
          </div>
        </div>
      ) : (
        <AdminErrorState message={dashboardLoadFailed} actionLabel="Retry" />
      )}
    </>
  );
}
