import { eq } from "drizzle-orm";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { PaymentStatus, ReceivedPaymentMethod } from "#contracts/payment.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { payment } from "#server/db/payment-schema.ts";
import { Refusal } from "#server/http/refusal.ts";

/** What a door payment's form sent, as its replay is compared with the payment it recorded. */
export interface DoorPaymentRequest {
  orderId: string;
  method: ReceivedPaymentMethod;
  /** Whole KSh. */
  amount: number;
  receiptNumber: string | null;
}

/**
 * The outcome of a door payment whose form (its idempotency key `key`) was sent before, read
 * inside a transaction holding the order's row: the order's payment status now, and whether that
 * first sending attached a receipt M-PESA had reported. Undefined when the key is new. A replay
 * (a retry after a lost answer, a double tap) records nothing (docs/decisions/049).
 * @throws Refusal 409 paymentTexts.doorFormUsed when the key recorded a different payment.
 */
export async function replayedDoorPayment(
  tx: DbTransaction,
  key: string,
  request: DoorPaymentRequest,
  paymentStatus: PaymentStatus,
): Promise<{ paymentStatus: PaymentStatus; isAttached: boolean } | undefined> {
  const [first] = await tx
    .select({
      orderId: payment.orderId,
      source: payment.source,
      method: payment.method,
      amount: payment.amount,
      receiptNumber: payment.receiptNumber,
    })
    .from(payment)
    .where(eq(payment.idempotencyKey, key));
  if (!first) return undefined;
  const isAttached = first.source !== "door";
  const isSame =
    first.orderId === request.orderId &&
    first.receiptNumber === request.receiptNumber &&
    (isAttached || (first.method === request.method && first.amount === request.amount));
  if (!isSame) throw new Refusal(paymentTexts.doorFormUsed, 409);
  return { paymentStatus, isAttached };
}
