import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { refundWays } from "#contracts/returns-refunds.ts";
import type { DbExecutor } from "../db/client";
import { order } from "../db/order-schema";
import { orderRefund } from "../db/return-schema";
import { orderPageUrl } from "../orders/order-access-token";
import type { OrderUpdateShop } from "./order-update";

/** The outbox `template` name of a customer's refund e-mail (docs/decisions/076-returns-refunds.md). */
export const orderRefundTemplate = "order-refund";

const ksh = z.number().int().min(0);

/** What the refund's transaction queues: which order and which refund. */
export const QueuedOrderRefundSchema = z.object({
  order_id: z.string().min(1),
  refund_id: z.number().int().min(1),
});

/**
 * The e-mail's input, composed by the mail worker when it first sends it and kept on the row.
 * Money in whole KSh: this refund's amount and all refunded on the order so far.
 */
export const OrderRefundPayloadSchema = QueuedOrderRefundSchema.extend({
  to_name: z.string(),
  amount: ksh,
  way: z.enum(refundWays),
  reference: z.string().nullable(),
  amount_refunded: ksh,
  order_url: z.url(),
  shop_phone: z.string(),
  reply_to: z.string().min(1),
  logo_url: z.url(),
});

/** A refund e-mail's input. */
export type OrderRefundPayload = z.infer<typeof OrderRefundPayloadSchema>;

/**
 * Queues refund `refundId`'s e-mail to the address order `orderId` gave (else its account's),
 * inside the refund's transaction (decision 076); nothing when the order has no address.
 */
export async function queueOrderRefundMail(
  tx: DbExecutor,
  orderId: string,
  refundId: number,
): Promise<void> {
  await tx.execute(sql`
    insert into mail_outbox (template, recipient, payload)
    select ${orderRefundTemplate}, coalesce(nullif(o.email, ''), o.user_email),
      jsonb_build_object('order_id', o.id, 'refund_id', ${refundId}::int)
    from "order" o
    where o.id = ${orderId} and coalesce(nullif(o.email, ''), o.user_email) is not null`);
}

/**
 * The e-mail of a queued refund from the refund and its order as they are now: the customer's
 * name, the amount and how it went back, and a signed link to the order's page.
 * @throws Error when the payload is not a queued refund or the refund is gone.
 */
export async function composeOrderRefund(
  db: DbExecutor,
  queued: unknown,
  shop: OrderUpdateShop,
): Promise<OrderRefundPayload> {
  const { order_id: orderId, refund_id: refundId } = QueuedOrderRefundSchema.parse(queued);
  const [row] = await db
    .select({
      fullName: order.fullName,
      userDisplayName: order.userDisplayName,
      amountRefunded: order.amountRefunded,
      amount: orderRefund.amount,
      way: orderRefund.way,
      reference: orderRefund.reference,
    })
    .from(orderRefund)
    .innerJoin(order, eq(order.id, orderRefund.orderId))
    .where(and(eq(orderRefund.id, refundId), eq(orderRefund.orderId, orderId)));
  if (!row)
    throw new Error(`The refund ${refundId} of order ${orderId} this e-mail was about is gone.`);
  return {
    order_id: orderId,
    refund_id: refundId,
    to_name: row.fullName ?? row.userDisplayName ?? "",
    amount: row.amount,
    way: row.way,
    reference: row.reference,
    amount_refunded: row.amountRefunded,
    order_url: orderPageUrl(shop.publicUrl, orderId, shop.secret),
    shop_phone: shop.phone,
    reply_to: shop.replyTo,
    logo_url: `${shop.publicUrl}/media/brand/logo-email.png`,
  };
}
