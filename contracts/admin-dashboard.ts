import type { OrderView } from "./order";

/**
 * One of the dashboard's Recent Orders (SPEC §2). Money in whole KSh; createdAt ISO 8601; the
 * order method tells a pending WhatsApp order ('Awaiting chat', decision 013).
 */
export interface RecentOrder {
  id: string;
  customerName: string;
  createdAt: string;
  total: number;
  status: string;
  orderMethod: OrderView["orderMethod"];
}

/** A Top Selling Product: units sold and the revenue they brought (whole KSh). */
export interface TopProduct {
  productId: string;
  name: string;
  unitsSold: number;
  revenue: number;
}

/** A low-stock alert (SPEC §9): out of stock, or a tracked stock level at the threshold or below. */
export interface StockAlert {
  productId: string;
  sizeId: string;
  name: string;
  /** The size short of stock ("50ml"). */
  sizeLabel: string;
  inStock: boolean;
  /** null = stock not tracked. */
  stockLevel: number | null;
  /** Shoppers waiting for it to be back (docs/decisions/066-back-in-stock-alerts.md). */
  waiting: number;
}

/** Everything the admin dashboard shows (SPEC §2 Admin area, Dashboard). */
export interface DashboardFigures {
  /**
   * Sum of the totals of the orders that count as sales, whole KSh (decision 037): website
   * orders and confirmed WhatsApp orders, never cancelled ones nor those awaiting chat; less
   * what order refunds gave back (docs/decisions/076-returns-refunds.md).
   */
  totalRevenue: number;
  /**
   * DESIGN §6 (Payments), decision 056: the money received and counted for an order, not
   * refunded, less what order refunds gave back (the payments, all days: the Payments page's
   * "Paid revenue (all days)"), and what the sales still owe (each one's total less what was
   * paid, never below 0; refunded orders owe nothing).
   */
  paidRevenue: number;
  unpaidRevenue: number;
  /** What order refunds gave back, all days, whole KSh (decision 076). */
  refunded: number;
  orderCount: number;
  /** Everyone who ordered or has a customer account, known by phone (decision 041). */
  customerCount: number;
  productCount: number;
  recentOrders: RecentOrder[];
  topProducts: TopProduct[];
  /** The most urgent alerts; `alertCount` counts them all. */
  alerts: StockAlert[];
  alertCount: number;
  /** Decision 019: carts holding items touched in the last `openCartDays` days. */
  openCarts: OpenCartFigures;
  /** Payments waiting for staff on the Payments page, and the day of the oldest (YYYY-MM-DD). */
  paymentsToReview: { count: number; oldestDay: string | null };
  /** Decision 064: orders placed with a discount code (not cancelled) and what codes took off. */
  discountCodes: { uses: number; given: number };
  /** Decision 067: cart reminders queued, and orders placed from a reminded (or restored) cart. */
  cartReminders: { sent: number; orders: number };
  /** Today, the last 7 and the last 30 Nairobi days, from the kept days (decision 047). */
  recentSales: PeriodSales[];
}

/** The Nairobi days the dashboard's period cards cover, today included. */
export const salesPeriods = [
  { label: "Today", days: 1 },
  { label: "7 days", days: 7 },
  { label: "30 days", days: 30 },
] as const;

/**
 * The sales of the last `days` Nairobi days, today included: the orders placed that count as
 * sales (decision 037) and their totals less what refunds gave back in those days, whole KSh.
 */
export interface PeriodSales {
  label: (typeof salesPeriods)[number]["label"];
  days: number;
  orders: number;
  sales: number;
}

/** The Open Carts card's line on reminders (decision 067), e.g. '12 reminders sent · 3 orders followed'. */
export function cartReminderLine({ sent, orders }: { sent: number; orders: number }): string {
  const count = (n: number, one: string, many: string) =>
    `${n.toLocaleString("en-KE")} ${n === 1 ? one : many}`;
  return `${count(sent, "reminder", "reminders")} sent · ${count(orders, "order", "orders")} followed`;
}

/** The dashboard's "Open carts": how many, and their value at today's prices (whole KSh). */
export interface OpenCartFigures {
  carts: number;
  value: number;
}

/** Decision 019: a cart whose items changed within this many days counts as open. */
export const openCartDays = 7;

/** SPEC §9: how many recent orders and top products the dashboard shows. */
export const recentOrderCount = 5;
export const topProductCount = 4;
/**
 * SPEC §9: a tracked stock level below 5 raises an alert, so 4 or fewer is low — the default of
 * the LOW_STOCK_THRESHOLD setting (decision 044).
 */
export const defaultLowStockThreshold = 4;

/** Decision 037: what Total Revenue and Top Selling Products count, shown under Total Revenue. */
export const salesCountedNote =
  "Website and confirmed WhatsApp orders; not those awaiting chat or cancelled.";

/** SPEC §8: the dashboard's load error, shown with 'Retry'. */
export const dashboardLoadFailed = "Failed to load dashboard data. Please refresh the page.";
