import { eq } from "drizzle-orm";
import { z } from "zod";
import { normalizeMpesaCode } from "#contracts/payment.ts";
import { hasUnstorableCharacter } from "#contracts/text-characters.ts";
import { paymentAttempt } from "../db/payment-schema";
import { settleAttempt, type AttemptOutcome } from "./payment-settlement";
import { outcomeOfResult, type RecheckServices } from "./stk-recheck";

const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !hasUnstorableCharacter(text), "holds a control character");

/** Daraja's STK callback body: what `Body.stkCallback` must hold to be read at all. */
export const StkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: plainText(100),
      CheckoutRequestID: plainText(100),
      ResultCode: z.number().int(),
      ResultDesc: plainText(500),
      CallbackMetadata: z
        .object({
          Item: z
            .array(
              z.object({
                Name: plainText(100),
                Value: z.union([plainText(100), z.number()]).optional(),
              }),
            )
            .max(20),
        })
        .optional(),
    }),
  }),
});

/** A callback as Daraja sends it. */
export type StkCallback = z.infer<typeof StkCallbackSchema>["Body"]["stkCallback"];

/** What a callback came to: settled its attempt, or ignored it (and why, for the log). */
export type CallbackResult =
  "settled" | "repeated" | "unknown request" | "amount differs" | "query disagrees";

function metadataValue(callback: StkCallback, name: string): string | number | undefined {
  return callback.CallbackMetadata?.Item.find((item) => item.Name === name)?.Value;
}

/**
 * Acts on one STK callback (decision 020). The callback is a hint, never proof: it
 * counts only when its CheckoutRequestID and MerchantRequestID are a prompt of ours still
 * awaiting, a success's Amount equals what the prompt asked for, and a stkpushquery re-check
 * ends with the same result code. Then the attempt is settled (paid with M-PESA's receipt, or
 * failed with Daraja's code); anything else changes nothing and is logged. A repeated callback
 * finds its attempt ended and changes nothing.
 */
export async function handleStkCallback(
  services: RecheckServices,
  callback: StkCallback,
  now: Date = new Date(),
): Promise<CallbackResult> {
  const { db, daraja, log } = services;
  const context = {
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: callback.ResultCode,
  };
  const [attempt] = await db
    .select()
    .from(paymentAttempt)
    .where(eq(paymentAttempt.checkoutRequestId, callback.CheckoutRequestID));
  if (!attempt || attempt.merchantRequestId !== callback.MerchantRequestID) {
    log.warn(context, "M-PESA callback for an unknown request ignored");
    return "unknown request";
  }
  if (attempt.status !== "awaiting") return "repeated";
  const logged = { ...context, orderId: attempt.orderId };
  if (callback.ResultCode === 0 && Number(metadataValue(callback, "Amount")) !== attempt.amount) {
    log.warn(
      { ...logged, amount: metadataValue(callback, "Amount") },
      "M-PESA callback amount differs from the prompt's: ignored",
    );
    return "amount differs";
  }
  const checked = await daraja.stkQuery(callback.CheckoutRequestID).catch((error: unknown) => {
    log.warn({ ...logged, err: error }, "could not re-query an M-PESA prompt after its callback");
    return undefined;
  });
  if (checked?.state !== "done" || checked.resultCode !== callback.ResultCode) {
    log.warn(logged, "M-PESA callback not confirmed by a re-query: left for the next check");
    return "query disagrees";
  }
  const outcome: AttemptOutcome =
    callback.ResultCode === 0
      ? {
          status: "paid",
          receiptNumber: normalizeMpesaCode(
            String(metadataValue(callback, "MpesaReceiptNumber") ?? ""),
          ),
          resultCode: 0,
          resultDescription: callback.ResultDesc,
        }
      : outcomeOfResult(callback.ResultCode, callback.ResultDesc);
  return (await settleAttempt(db, attempt.id, outcome, now)) ? "settled" : "repeated";
}
