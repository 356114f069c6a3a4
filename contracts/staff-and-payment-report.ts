// Admin → Reports by staff member and by payment method
// (docs/decisions/081-reports-by-staff-and-payment.md). No zod: the page imports it (decision 048).
import type { RefundWay } from "./returns-refunds";

/** The orders one staff member keyed in over a period, and the period before's sales (KSh). */
export interface StaffSales {
  /** The name entered with the orders; '' for orders the shoppers placed themselves. */
  staff: string;
  orders: number;
  sales: number;
  salesBefore: number;
}

/** How the report names the orders no staff member keyed in. */
export const placedByShoppers = "Placed by shoppers";

/** The ways money moves that the report lists: the methods it comes in by, and other refunds. */
export const reportMoneyMethods = ["mpesa", "cash", "card", "other"] as const;

/** One of reportMoneyMethods. */
export type ReportMoneyMethod = (typeof reportMoneyMethods)[number];

/** The method a refund's way went out by: both M-PESA ways are M-PESA. */
export const refundMethodOf = (way: RefundWay): ReportMoneyMethod =>
  way === "mpesa_reversal" || way === "mpesa_b2c" ? "mpesa" : way;

/** Money in and out by one method over a period, whole KSh; refunded payments left out. */
export interface MethodMoney {
  method: ReportMoneyMethod;
  /** 'M-PESA', 'Cash', 'Card', 'Other': named by the server, so the page loads no labels. */
  label: string;
  payments: number;
  received: number;
  refunded: number;
}
