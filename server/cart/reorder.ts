import type { Db } from "../db/client";
import { reorderLines } from "../orders/customer-order-queries";
import { refusalOrThrow } from "#server/http/refusal.ts";
import { addToCart } from "./cart-store";

/** What a re-order put in the cart: units added and asked for, and items no longer available. */
export interface ReorderResult {
  added: number;
  requested: number;
  unavailable: string[];
}

/**
 * My Orders' 'Add to Cart' (SPEC §2, decision 019): puts the items of one of the customer's own
 * orders into their server cart at today's prices, each line capped at `maxUnits`; products
 * deleted or out of stock are named in `unavailable`. Undefined when the order is not theirs.
 */
export async function reorderIntoCart(
  db: Db,
  userId: string,
  orderId: string,
  maxUnits: number,
): Promise<ReorderResult | undefined> {
  const reorder = await reorderLines(db, userId, orderId);
  if (!reorder) return undefined;
  const result: ReorderResult = { added: 0, requested: 0, unavailable: reorder.unavailable };
  for (const line of reorder.lines) {
    try {
      const item = { productId: line.productId, sizeId: line.sizeId };
      const { added } = await addToCart(db, { userId }, item, line.quantity, { maxUnits });
      result.added += added;
      result.requested += line.quantity;
    } catch (error) {
      refusalOrThrow(error);
      result.unavailable.push(line.name);
    }
  }
  return result;
}
