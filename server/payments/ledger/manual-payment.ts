import { and, eq } from "drizzle-orm";
import { recordActivity } from "#server/activity/record-activity.ts";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { Db } from "#server/db/client.ts";
import { paymentAttempt } from "#server/db/payment-schema.ts";
import { awaitingAttemptOf } from "./awaiting-attempt";
import { addPaymentEvent, rebalanceOrder } from "./order-balance";
import {
  attachPayment,
  countedPaymentIds,
  paymentByReceipt,
  refuseCountedReceipt,
  refundPayment,
} from "./payment-matching";
import { lockPayableOrder } from "./payable-order";
import { countInWindow } from "#server/limits/window-count.ts";
import { Refusal } from "#server/http/refusal.ts";
import { settleAttempt } from "./payment-settlement";

/** Codes a shopper may send for one order: 5 in 10 minutes (each waits for staff). */
const codeLimit = { scope: "payment-code", max: 5, windowMs: 10 * 60_000 } as const;

/**
 * Records the M-PESA confirmation code `code` (normalized, 10 letters and digits) a shopper
 * typed after paying order `orderId` by hand to the shop's Paybill or Till (decision 020). A code
 * M-PESA already told the shop of, unmatched, is that payment: it is counted for the order at
 * once. Otherwise the code waits for staff to confirm or reject it, and the order awaits payment
 * meanwhile; a second code replaces one not yet reviewed.
 * @throws Refusal 404 for an unknown order, 409 as lockPayableOrder (paid, cancelled), when
 *   the code already counts for this order, or when it paid another order; 429 past 5 codes for
 *   the order in 10 minutes.
 */
export async function submitPaymentCode(
  db: Db,
  orderId: string,
  code: string,
  now: Date = new Date(),
): Promise<void> {
  const known = await paymentByReceipt(db, code);
  refuseCountedReceipt(known, orderId);
  await db.transaction(async (tx) => {
    const { balance } = await lockPayableOrder(tx, orderId, "shopper");
    if ((await countInWindow(tx, { key: orderId, ...codeLimit }, now)) !== undefined) {
      throw new Refusal(paymentTexts.tooManyCodes, 429);
    }
    // Money M-PESA confirmed is counted at once; a message it did not confirm (it may be forged)
    // waits for staff with the code, as a code nobody told the shop of does.
    if (known && known.issue !== "not_confirmed") {
      const paymentStatus = await attachPayment(
        tx,
        { paymentId: known.paymentId, orderId, actor: "Shopper", review: "receipt" },
        now,
      );
      if (!paymentStatus) throw new Refusal(paymentTexts.codeUsed, 409);
      return;
    }
    const [replaced] = await tx
      .update(paymentAttempt)
      .set({ receiptNumber: code, updatedAt: now })
      .where(awaitingAttemptOf(orderId, "mpesa_manual"))
      .returning({ id: paymentAttempt.id });
    if (!replaced) {
      await tx.insert(paymentAttempt).values({
        orderId,
        method: "mpesa_manual",
        status: "awaiting",
        amount: balance,
        receiptNumber: code,
        createdAt: now,
        updatedAt: now,
      });
    }
    await rebalanceOrder(tx, orderId, now, "mpesa_manual");
    await addPaymentEvent(
      tx,
      { orderId, actor: "Shopper", message: "M-PESA code sent for review", receiptNumber: code },
      now,
    );
  });
}

/**
 * Staff member `staffName`'s answer to a typed M-PESA code: 'confirm' records the payment (the
 * order reads paid); 'reject' marks the attempt failed and tells the shopper the code did not
 * match.
 * @throws Refusal 404 when `attemptId` is not a code awaiting review, 409 when the code
 *   is already recorded: counted for this order (paymentTexts.codeCountedHere) or not.
 */
export async function reviewPaymentCode(
  db: Db,
  {
    attemptId,
    decision,
    staffName,
  }: {
    attemptId: number;
    decision: "confirm" | "reject";
    staffName: string;
  },
  now: Date = new Date(),
): Promise<void> {
  const [attempt] = await db
    .select({ receiptNumber: paymentAttempt.receiptNumber, orderId: paymentAttempt.orderId })
    .from(paymentAttempt)
    .where(
      and(
        eq(paymentAttempt.id, attemptId),
        eq(paymentAttempt.method, "mpesa_manual"),
        eq(paymentAttempt.status, "awaiting"),
      ),
    );
  if (!attempt?.receiptNumber) throw new Refusal("This M-PESA code was already reviewed.", 404);
  const known = decision === "confirm" && (await paymentByReceipt(db, attempt.receiptNumber));
  if (known) {
    const isHere = known.orderId === attempt.orderId && !known.isRefunded;
    throw new Refusal(isHere ? paymentTexts.codeCountedHere : paymentTexts.codeUsed, 409);
  }
  const isSettled = await settleAttempt(
    db,
    attemptId,
    decision === "confirm"
      ? { status: "paid", receiptNumber: attempt.receiptNumber }
      : { status: "failed", resultCode: null, resultDescription: paymentTexts.codeRejected },
    now,
    { actor: staffName },
  );
  if (!isSettled) throw new Refusal("This M-PESA code was already reviewed.", 404);
}

/**
 * Marks every payment counted for order `orderId` refunded after staff member `staffName` gave
 * the money back by hand; the order reads refunded, and the activity trail has an
 * 'order.refunded' entry (decision 074). Its attempts stay as they were.
 * @throws Refusal 404 for an unknown order, 409 unless it is paid or part-paid.
 */
export async function markPaymentRefunded(
  db: Db,
  {
    orderId,
    staffName,
    staffUserId = null,
  }: { orderId: string; staffName: string; staffUserId?: string | null },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const status = await rebalanceOrder(tx, orderId, now);
    if (!status) throw new Refusal("Order not found", 404);
    if (status !== "paid" && status !== "part_paid") {
      throw new Refusal("Only a paid order can be marked refunded.", 409);
    }
    for (const paymentId of await countedPaymentIds(tx, orderId)) {
      await refundPayment(tx, { paymentId, actor: staffName, note: "Order refunded" }, now);
    }
    await recordActivity(
      tx,
      {
        actor: { userId: staffUserId, name: staffName },
        kind: "order.refunded",
        subjectType: "order",
        subjectId: orderId,
        summary: `${orderId}: marked refunded`,
        before: { paymentStatus: status },
        after: { paymentStatus: "refunded" },
      },
      now,
    );
  });
}
