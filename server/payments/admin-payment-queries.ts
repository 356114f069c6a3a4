import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import type { StaffPromptView } from "#contracts/payment-review.ts";
import type { DbExecutor } from "../db/client";
import { paymentAttempt } from "../db/payment-schema";
import { latestAttempt } from "./payment-queries";
import { readableMsisdn } from "./mpesa/stk-attempt";

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

/** Order `orderId`'s latest M-PESA prompt as staff see it (decision 020), or null: none sent. */
export async function latestPromptOf(
  db: DbExecutor,
  orderId: string,
): Promise<StaffPromptView | null> {
  const prompt = await latestAttempt(db, orderId, "mpesa_stk");
  if (!prompt) return null;
  return {
    status: prompt.status,
    phone: readableMsisdn(prompt.phone ?? ""),
    amount: prompt.amount,
    at: prompt.createdAt.toISOString(),
    receiptNumber: prompt.receiptNumber,
    resultDescription: prompt.resultDescription,
  };
}
