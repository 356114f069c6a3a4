import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { orderUpdateKinds, type OrderUpdateKind } from "#contracts/sms.ts";
import type { DbExecutor } from "../db/client";
import { order } from "../db/order-schema";
import { orderPageUrl } from "../orders/order-access-token";

/** The outbox `template` name of a customer's order update e-mail (decision 045). */
export const orderUpdateTemplate = "order-update";

const ksh = z.number().int().min(0);

/** What the order's transaction queues: which order, and what changed. */
export const QueuedOrderUpdateSchema = z.object({
  order_id: z.string().min(1),
  kind: z.enum(orderUpdateKinds),
});

/**
 * The e-mail's input, composed by the mail worker when it first sends it (composeOrderUpdate)
 * and kept on the row, so a re-send says the same. Money in whole KSh.
 */
export const OrderUpdatePayloadSchema = QueuedOrderUpdateSchema.extend({
  to_name: z.string(),
  total: ksh,
  amount_paid: ksh,
  /** What is left to pay. */
  balance: ksh,
  /** Absolute, signed link to the order's page (server/orders/order-access-token.ts). */
  order_url: z.url(),
  shop_phone: z.string(),
  reply_to: z.string().min(1),
  logo_url: z.url(),
});

/** An order update e-mail's input. */
export type OrderUpdatePayload = z.infer<typeof OrderUpdatePayloadSchema>;

/**
 * Queues order `orderId`'s `kind` e-mail to the address the order gave (else its account's),
 * inside the caller's transaction, so it is sent if and only if the change commits (decision
 * 045). Nothing when the order has no address, or already has this update queued: each goes once.
 */
export async function queueOrderUpdateMail(
  tx: DbExecutor,
  orderId: string,
  kind: OrderUpdateKind,
): Promise<void> {
  // mail_outbox_order_update_idx keeps one row per order and kind.
  await tx.execute(sql`
    insert into mail_outbox (template, recipient, payload)
    select ${orderUpdateTemplate}, coalesce(nullif(o.email, ''), o.user_email),
      jsonb_build_object('order_id', o.id, 'kind', ${kind}::text)
    from "order" o
    where o.id = ${orderId} and coalesce(nullif(o.email, ''), o.user_email) is not null
    on conflict do nothing`);
}

/** What the composed e-mail links to and is sent from. */
export interface OrderUpdateShop {
  publicUrl: string;
  replyTo: string;
  /** The shop's phone as the settings in force have it. */
  phone: string;
  /** Signs the link to the order. */
  secret: string;
}

/**
 * The e-mail of a queued order update, from the order as it is now: the customer's name, the
 * total and what was paid, and a signed link to the order's page (decision 045).
 * @throws Error when the payload is not a queued update or the order is gone.
 */
export async function composeOrderUpdate(
  db: DbExecutor,
  queued: unknown,
  shop: OrderUpdateShop,
): Promise<OrderUpdatePayload> {
  const { order_id: orderId, kind } = QueuedOrderUpdateSchema.parse(queued);
  const [row] = await db
    .select({
      fullName: order.fullName,
      userDisplayName: order.userDisplayName,
      total: order.total,
      amountPaid: order.amountPaid,
    })
    .from(order)
    .where(eq(order.id, orderId));
  if (!row) throw new Error(`The order ${orderId} this e-mail was about is gone.`);
  return {
    order_id: orderId,
    kind,
    to_name: row.fullName ?? row.userDisplayName ?? "",
    total: row.total,
    amount_paid: row.amountPaid,
    balance: Math.max(row.total - row.amountPaid, 0),
    order_url: orderPageUrl(shop.publicUrl, orderId, shop.secret),
    shop_phone: shop.phone,
    reply_to: shop.replyTo,
    logo_url: `${shop.publicUrl}/media/brand/logo-email.png`,
  };
}
