// zod/mini, as the rest of the Payments page's contract (decision 048). Kept apart from
// admin-payments.ts, whose links and labels the dashboard shows too: a schema built at module
// level stays in every bundle that imports its module (decision 053).
import { z } from "zod/mini";
import { orderNumberMaxLength, paymentDayTexts, refundNoteMaxLength } from "./admin-payments";
import { storable } from "./storable-text";
import { withinLength } from "./text-limit";

const paymentId = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

/**
 * What staff ask at POST /admin/payments (decision 056): attach a payment to an order by its
 * number (the full id or its 12-digit M-PESA account number), or mark it refunded with a note
 * (one line, at most 500 characters).
 */
export const PaymentDayActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("attach"),
    paymentId,
    order: z
      .pipe(
        z
          .string()
          .check(withinLength("Order number", orderNumberMaxLength), storable("Order number")),
        z.transform((text: string) => text.trim().toUpperCase()),
      )
      .check(
        z.refine((text) => /^(LOR-\d{1,30}|\d{12})$/.test(text), {
          error: paymentDayTexts.orderNumber,
        }),
      ),
  }),
  z.object({
    intent: z.literal("refund"),
    paymentId,
    note: z
      .pipe(
        z.string().check(withinLength("Note", refundNoteMaxLength), storable("Note")),
        z.transform((text: string) => text.trim()),
      )
      .check(z.refine((text) => text.length > 0, { error: paymentDayTexts.noteRequired })),
  }),
]);
