import { z } from "zod";
import { normalizeMpesaCode } from "#contracts/payment.ts";
import { darajaText } from "./daraja/daraja-text";
import { paidAtOf } from "./daraja/mpesa-time";

/** Daraja's STK callback body: what `Body.stkCallback` must hold to be read at all. */
export const StkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: darajaText(100),
      CheckoutRequestID: darajaText(100),
      ResultCode: z.number().int(),
      ResultDesc: darajaText(500),
      CallbackMetadata: z
        .object({
          Item: z
            .array(
              z.object({
                Name: darajaText(100),
                Value: z.union([darajaText(100), z.number()]).optional(),
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

/** The value of the callback's metadata item `name` (Amount, MpesaReceiptNumber, …), if any. */
export function metadataValue(callback: StkCallback, name: string): string | number | undefined {
  return callback.CallbackMetadata?.Item.find((item) => item.Name === name)?.Value;
}

/** When M-PESA took a paid callback's money (its TransactionDate, believed within bounds). */
export const paidAtIn = (callback: StkCallback, now: Date) =>
  paidAtOf(String(metadataValue(callback, "TransactionDate") ?? ""), now);

/** M-PESA's receipt in a paid callback, upper case; '' when it names none. */
export const receiptOf = (callback: StkCallback) =>
  normalizeMpesaCode(String(metadataValue(callback, "MpesaReceiptNumber") ?? ""));
