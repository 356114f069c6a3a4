import { and, desc, eq } from "drizzle-orm";
import { failedPaymentText, paymentTexts } from "#contracts/payment-messages.ts";
import type { PaymentAttemptMethod } from "#contracts/payment.ts";
import type { OrderPaymentView } from "#contracts/payment-view.ts";
import type { DbExecutor } from "../db/client";
import { paymentAttempt } from "../db/payment-schema";
import { paymentWaysOf, type PaymentSetup, type PaymentWaysOrder } from "./payment-ways";
import { readableMsisdn } from "./mpesa/stk-attempt";

type AttemptRow = typeof paymentAttempt.$inferSelect;

/** Order `orderId`'s latest attempt by `method` (the newest first), if any. */
export async function latestAttempt(
  db: DbExecutor,
  orderId: string,
  method: PaymentAttemptMethod,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempt)
    .where(and(eq(paymentAttempt.orderId, orderId), eq(paymentAttempt.method, method)))
    .orderBy(desc(paymentAttempt.createdAt), desc(paymentAttempt.id))
    .limit(1);
  return row;
}

/** What the shopper reads of a prompt or code still live, by its state (decision 020). */
const liveTexts: Partial<Record<AttemptRow["status"], string>> = {
  queued: paymentTexts.sending,
  sending: paymentTexts.sending,
  unconfirmed: paymentTexts.checking,
};

/** What the shopper reads about an attempt: waiting, paid, or why it failed. */
function attemptMessage(row: AttemptRow, waiting: string): string {
  const live = liveTexts[row.status];
  if (live) return live;
  if (row.status === "awaiting") return waiting;
  if (row.status === "paid") return paymentTexts.paid;
  if (row.resultCode === null) return row.resultDescription ?? paymentTexts.otherFailure;
  return failedPaymentText(row.resultCode);
}

/**
 * The M-PESA side of `order` for its success page (decision 020): the latest prompt and code with
 * the shopper's texts, and how it can be paid now (paymentWaysOf).
 */
export async function readOrderPayment(
  db: DbExecutor,
  setup: PaymentSetup,
  order: PaymentWaysOrder,
): Promise<OrderPaymentView> {
  const [prompt, code] = await Promise.all([
    latestAttempt(db, order.id, "mpesa_stk"),
    latestAttempt(db, order.id, "mpesa_manual"),
  ]);
  return {
    prompt: prompt
      ? {
          status: prompt.status,
          phone: readableMsisdn(prompt.phone ?? ""),
          amount: prompt.amount,
          message: attemptMessage(prompt, paymentTexts.checkPhone),
          receiptNumber: prompt.receiptNumber,
        }
      : null,
    code: code?.receiptNumber
      ? {
          status: code.status,
          code: code.receiptNumber,
          message: attemptMessage(code, paymentTexts.codeReceived),
        }
      : null,
    ...paymentWaysOf(setup, order),
  };
}
