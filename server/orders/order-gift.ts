import { sql } from "drizzle-orm";
import type { OrderGift } from "#contracts/gift.ts";
import { order } from "../db/order-schema";

/**
 * An order's gift as one selected column (decision 071): its recipient's name and phone (E.164)
 * and the card's message; null when the order is not a gift. Wrapping is money: `gift_wrapping`.
 */
export const orderGiftColumn = sql<OrderGift | null>`case when ${order.giftRecipientName} is null
  then null else json_build_object('recipientName', ${order.giftRecipientName},
  'recipientPhone', ${order.giftRecipientPhone}, 'message', ${order.giftMessage}) end`;
