import { and, eq, ne, not } from "drizzle-orm";
import { order } from "../db/order-schema";

/**
 * Orders that count as sales (decision 037, refining 008): a website order that is not
 * cancelled, or a WhatsApp order staff have confirmed — not one still awaiting its chat
 * (pending, `isAwaitingChat` in contracts/order-status.ts), not a cancelled one. Total Revenue,
 * Top Selling Products and a customer's lifetime value use this one rule.
 */
export const isSale = and(
  ne(order.status, "cancelled"),
  not(and(eq(order.orderMethod, "whatsapp"), eq(order.status, "pending"))!),
)!;
