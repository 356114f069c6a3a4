import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { GiftNote } from "#contracts/gift.ts";
import type { DbExecutor } from "../db/client";
import { order } from "../db/order-schema";

/**
 * The gift note of order `orderId` (decision 071): its recipient, the card's message and the
 * sender's name (the order's, else its account's) — nothing about money. Undefined when there is
 * no such order or it is not a gift.
 */
export async function readGiftNote(db: DbExecutor, orderId: string): Promise<GiftNote | undefined> {
  const [note] = await db
    .select({
      orderId: order.id,
      recipientName: sql<string>`${order.giftRecipientName}`,
      message: order.giftMessage,
      senderName: sql<string | null>`coalesce(${order.fullName}, ${order.userDisplayName})`,
    })
    .from(order)
    .where(and(eq(order.id, orderId), isNotNull(order.giftRecipientName)));
  return note;
}
