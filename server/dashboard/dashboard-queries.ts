import { asc, count, desc, eq, gt, gte, sql } from "drizzle-orm";
import {
  defaultLowStockThreshold,
  openCartDays,
  recentOrderCount,
  salesPeriods,
  type PeriodSales,
  topProductCount,
  type DashboardFigures,
  type RecentOrder,
  type StockAlert,
  type TopProduct,
} from "#contracts/admin-dashboard.ts";
import { nairobiDay } from "#contracts/nairobi-time.ts";
import { openCarts } from "../cart/cart-housekeeping";
import { discountCode } from "../db/discount-schema";
import type { Db } from "../db/client";
import { dailySales, productSales } from "../db/kept-figures-schema";
import { order } from "../db/order-schema";
import { wholeSum } from "../db/whole-sum";
import { listLowStockSizes } from "../catalog/low-stock";
import { getCustomerStats } from "../customers/customer-list-queries";
import { readCartReminderCounts } from "../marketing/cart-reminders/cart-reminder-totals";
import { getPaymentLedgerSummary } from "../payments/reconciliation/reconciliation-queries";
import { product } from "../db/schema";

/** How many alerts the dashboard lists; the rest are counted. */
const alertsShown = 6;

/** One day in ms. */
const dayMs = 24 * 60 * 60 * 1000;

/**
 * The admin dashboard's figures (SPEC §2 Dashboard), each from kept rows (decision 047: a row
 * per Nairobi day, per product, per customer) or a short indexed list — no query reads every
 * order. Money in whole KSh; Total Revenue and Paid are net of order refunds, by the day each
 * was given (docs/decisions/076-returns-refunds.md), Refunded their sum; Paid is the
 * Payments page's own figure (getPaymentLedgerSummary, decision 056), so the two agree. Open carts are
 * those whose items changed in the `openCartDays` days before `now` (decision 019). Customers
 * are the Customers page's own count: everyone who ordered or has an account (decision 041).
 * `lowStockThreshold` is the setting in force (decision 044); SPEC §9's by default.
 */
export async function getDashboardFigures(
  db: Db,
  {
    now = new Date(),
    lowStockThreshold = defaultLowStockThreshold,
  }: { now?: Date; lowStockThreshold?: number } = {},
): Promise<DashboardFigures> {
  const cartsSince = new Date(now.getTime() - openCartDays * dayMs);
  const [
    orders,
    ledger,
    customers,
    products,
    recentOrders,
    topProducts,
    alerts,
    carts,
    codes,
    cartReminders,
    recentSales,
  ] = await Promise.all([
    // Unpaid is what is still to collect of each sale: a part-paid order counts its balance, a
    // refunded one nothing (its money went back); a payment marked refunded stays in
    // totalRevenue, which predates payments (the days' rules: migration
    // 0026_kept_customer_figures), while order refunds come off it (decision 076).
    db
      .select({
        orderCount: wholeSum(sql`sum(${dailySales.orders})`),
        totalRevenue: wholeSum(sql`sum(${dailySales.sales} - ${dailySales.refunded})`),
        unpaidRevenue: wholeSum(sql`sum(${dailySales.unpaid})`),
        refunded: wholeSum(sql`sum(${dailySales.refunded})`),
      })
      .from(dailySales),
    getPaymentLedgerSummary(db),
    getCustomerStats(db),
    db.select({ productCount: count() }).from(product),
    listRecentOrders(db),
    listTopProducts(db),
    listStockAlerts(db, lowStockThreshold),
    openCarts(db, cartsSince),
    // The codes' kept figures (decision 064): one row per code, never the orders.
    db
      .select({
        uses: wholeSum(sql`sum(${discountCode.uses})`),
        given: wholeSum(sql`sum(${discountCode.discountGiven})`),
      })
      .from(discountCode),
    // The reminders' kept counts (decision 067): one row.
    readCartReminderCounts(db),
    readRecentSales(db, now),
  ]);
  return {
    totalRevenue: orders[0]?.totalRevenue ?? 0,
    paidRevenue: ledger.paidRevenue,
    unpaidRevenue: orders[0]?.unpaidRevenue ?? 0,
    refunded: orders[0]?.refunded ?? 0,
    orderCount: orders[0]?.orderCount ?? 0,
    customerCount: customers.total,
    productCount: products[0]?.productCount ?? 0,
    recentOrders,
    topProducts,
    ...alerts,
    openCarts: carts,
    paymentsToReview: ledger.toReview,
    discountCodes: { uses: codes[0]?.uses ?? 0, given: codes[0]?.given ?? 0 },
    cartReminders,
    recentSales,
  };
}

/**
 * Today's, the last 7 and the last 30 Nairobi days' orders and sales net of refunds (whole KSh),
 * from the kept days (decision 047): at most 30 rows by their key.
 */
async function readRecentSales(db: Db, now: Date): Promise<PeriodSales[]> {
  const since = (days: number) => nairobiDay(new Date(now.getTime() - (days - 1) * dayMs));
  const longest = Math.max(...salesPeriods.map((period) => period.days));
  const days = await db
    .select({
      day: dailySales.day,
      orders: dailySales.orders,
      sales: sql<number>`${dailySales.sales} - ${dailySales.refunded}`.mapWith(Number),
    })
    .from(dailySales)
    .where(gte(dailySales.day, since(longest)));
  return salesPeriods.map((period) => {
    const inPeriod = days.filter((row) => row.day >= since(period.days));
    return {
      ...period,
      orders: inPeriod.reduce((sum, row) => sum + row.orders, 0),
      sales: inPeriod.reduce((sum, row) => sum + row.sales, 0),
    };
  });
}

/** The 5 newest orders (SPEC §9), newest first; the customer is the checkout's name. */
async function listRecentOrders(db: Db): Promise<RecentOrder[]> {
  const rows = await db
    .select({
      id: order.id,
      customerName: sql<string>`coalesce(nullif(${order.fullName}, ''), nullif(${order.userDisplayName}, ''), 'Guest')`,
      createdAt: order.createdAt,
      total: order.total,
      status: order.status,
      orderMethod: order.orderMethod,
    })
    .from(order)
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(recentOrderCount);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * The 4 products sold in the most units over the orders that count as sales (SPEC §9, decision
 * 037), with the revenue of those units at the prices they sold for, from their kept totals
 * (decision 047). Ties: more revenue first, then name (the product's current one).
 */
async function listTopProducts(db: Db): Promise<TopProduct[]> {
  return db
    .select({
      productId: productSales.productId,
      name: product.name,
      unitsSold: productSales.units,
      revenue: productSales.revenue,
    })
    .from(productSales)
    .innerJoin(product, eq(product.id, productSales.productId))
    .where(gt(productSales.units, 0))
    .orderBy(desc(productSales.units), desc(productSales.revenue), asc(product.name))
    .limit(topProductCount);
}

/**
 * Low-stock alerts (SPEC §9), per size (DESIGN §5): out of stock, or a tracked stock level at
 * `threshold` or below. Out of stock first, then the lowest level, then by name and size;
 * `alertCount` counts them all.
 */
async function listStockAlerts(
  db: Db,
  threshold: number,
): Promise<{ alerts: StockAlert[]; alertCount: number }> {
  const { sizes, count } = await listLowStockSizes(db, { limit: alertsShown, threshold });
  return { alerts: sizes, alertCount: count };
}
