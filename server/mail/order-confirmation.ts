import { z } from "zod";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/mail-schema";
import { orderMethods } from "#contracts/order.ts";

/** The outbox `template` name of the order confirmation. */
export const orderConfirmationTemplate = "order-confirmation";

const ksh = z.number().int().min(0);

/**
 * SPEC §7's fields (order_id, orders, cost, email, to_name, reply_to, logo_url), plus what a
 * helpful confirmation needs. Money is whole KSh; `tax` is the VAT included in the subtotal
 * (DESIGN §6). The worker checks a stored payload against this before rendering it.
 */
export const OrderConfirmationPayloadSchema = z.object({
  order_id: z.string().min(1),
  /** Line items; `price` is the unit price, `image_url` absolute (clients cannot resolve a path). */
  orders: z.array(
    z.object({
      name: z.string(),
      image_url: z.string(),
      units: z.number().int().min(1),
      price: ksh,
    }),
  ),
  /** The order total. */
  cost: ksh,
  /** The customer's address: the recipient. */
  email: z.string().min(1),
  to_name: z.string(),
  /** The shop's reply address. */
  reply_to: z.string().min(1),
  /** Absolute URL of a PNG logo (e-mail clients do not render SVG). */
  logo_url: z.url(),
  subtotal: ksh,
  /** A discount code's amounts (decision 064); absent from confirmations queued before codes. */
  discount: ksh.default(0),
  delivery_waived: ksh.default(0),
  discount_code: z.string().max(20).nullable().default(null),
  /** Staff's agreed order discount (decision 070); absent from confirmations queued before it. */
  agreed_discount: ksh.default(0),
  /** A gift's wrapping (decision 071); absent from confirmations queued before gifts. */
  gift_wrapping: ksh.default(0),
  shipping: ksh,
  tax: ksh,
  /** ISO 8601. */
  order_date: z.iso.datetime({ offset: true }),
  /** E.g. "2-3 business days (Nairobi)". */
  delivery_estimate: z.string(),
  order_method: z.enum(orderMethods),
  shop_phone: z.string(),
  /** Absolute link to the order success page. */
  order_url: z.url(),
});

/** The confirmation e-mail's input, as stored in the outbox payload. */
export type OrderConfirmationPayload = z.input<typeof OrderConfirmationPayloadSchema>;

/** A stored payload as the worker checked it: a code's and a gift's fields filled in (decisions 064, 071). */
export type OrderConfirmation = z.output<typeof OrderConfirmationPayloadSchema>;

/** A database or an open transaction: enqueueing joins the caller's transaction. */
export type DbOrTransaction = Pick<Db, "insert">;

/**
 * Writes the order confirmation (SPEC §7) to the mail outbox inside the caller's transaction,
 * so it is sent if and only if the order commits; the mail worker sends it with retries.
 * @throws the database error of the insert (which fails the caller's transaction).
 */
export async function enqueueOrderConfirmation(
  tx: DbOrTransaction,
  payload: OrderConfirmationPayload,
): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ template: orderConfirmationTemplate, recipient: payload.email, payload });
}
