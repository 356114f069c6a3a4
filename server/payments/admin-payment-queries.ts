import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import type { StaffPromptView } from "#contracts/payment-review.ts";
import type { DbExecutor } from "../db/client";
import { order } from "../db/order-schema";
import { paymentAttempt } from "../db/payment-schema";

/** What staff see of an order's payment attempts on its row (decision 020). */
export type OrderPaymentNews = Pick<AdminOrderRow, "receiptNumber" | "codeToReview">;

/** An order with no receipt and no code to review. */
export const noPaymentNews: OrderPaymentNews = { receiptNumber: null, codeToReview: null };

/**
 * The receipt that paid each of the orders `orderIds`, and the confirmation code awaiting
 * review, by order id (one query over the page's orders; orders with neither are left out).
 */
export async function paymentsOfOrders(
  db: DbExecutor,
  orderIds: string[],
): Promise<Map<string, OrderPaymentNews>> {
  const byOrder = new Map<string, OrderPaymentNews>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      id: paymentAttempt.id,
      orderId: paymentAttempt.orderId,
      method: paymentAttempt.method,
      status: paymentAttempt.status,
      receiptNumber: paymentAttempt.receiptNumber,
    })
    .from(paymentAttempt)
    .where(
      and(
        inArray(paymentAttempt.orderId, orderIds),
        or(
          eq(paymentAttempt.status, "paid"),
          and(eq(paymentAttempt.method, "mpesa_manual"), eq(paymentAttempt.status, "awaiting")),
        ),
      ),
    )
    .orderBy(desc(paymentAttempt.id));
  for (const row of rows) {
    const news = byOrder.get(row.orderId) ?? { ...noPaymentNews };
    if (row.status === "paid") news.receiptNumber ??= row.receiptNumber;
    else if (row.receiptNumber)
      news.codeToReview ??= { attemptId: row.id, code: row.receiptNumber };
    byOrder.set(row.orderId, news);
  }
  return byOrder;
}

/** '254712345678' → '0712 345 678', as staff read a number. */
const readableNumber = (msisdn: string) => formatKenyanPhone(`+${msisdn}`);

/** Order `orderId`'s latest M-PESA prompt as staff see it (decision 020), or null: none sent. */
export async function latestPromptOf(
  db: DbExecutor,
  orderId: string,
): Promise<StaffPromptView | null> {
  const [row] = await db
    .select({
      status: paymentAttempt.status,
      phone: paymentAttempt.phone,
      amount: paymentAttempt.amount,
      createdAt: paymentAttempt.createdAt,
      receiptNumber: paymentAttempt.receiptNumber,
      resultDescription: paymentAttempt.resultDescription,
    })
    .from(paymentAttempt)
    .where(and(eq(paymentAttempt.orderId, orderId), eq(paymentAttempt.method, "mpesa_stk")))
    .orderBy(desc(paymentAttempt.createdAt), desc(paymentAttempt.id))
    .limit(1);
  if (!row) return null;
  const { createdAt, phone, ...prompt } = row;
  return { ...prompt, phone: readableNumber(phone ?? ""), at: createdAt.toISOString() };
}

/** Order `orderId`'s own phone (E.164), null when it has none, undefined for an unknown order. */
export async function orderPhoneOf(
  db: DbExecutor,
  orderId: string,
): Promise<string | null | undefined> {
  const [row] = await db.select({ phone: order.phone }).from(order).where(eq(order.id, orderId));
  return row?.phone;
}
