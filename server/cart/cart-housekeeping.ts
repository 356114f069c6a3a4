import { count, eq, gte, lt, sql } from "drizzle-orm";
import { cart, cartLine } from "../db/cart-schema";
import type { DbExecutor } from "../db/client";
import { productSize } from "../db/schema";

/** Open carts for the admin dashboard: carts with items touched since `since`, their value. */
export interface OpenCarts {
  carts: number;
  /** Whole KSh at today's prices. */
  value: number;
}

/** Carts holding items and changed since `since` (decision 019: the dashboard's "Open carts"). */
export async function openCarts(db: DbExecutor, since: Date): Promise<OpenCarts> {
  const [row] = await db
    .select({
      carts: count(sql`distinct ${cart.id}`),
      value: sql<number>`coalesce(sum(${productSize.price} * ${cartLine.quantity}), 0)`.mapWith(
        Number,
      ),
    })
    .from(cart)
    .innerJoin(cartLine, eq(cartLine.cartId, cart.id))
    .innerJoin(productSize, eq(productSize.id, cartLine.sizeId))
    .where(gte(cart.updatedAt, since));
  return { carts: row?.carts ?? 0, value: row?.value ?? 0 };
}

/** Deletes carts untouched since `before` (decision 019: 30 days); returns how many went. */
export async function deleteIdleCarts(db: DbExecutor, before: Date): Promise<number> {
  const gone = await db.delete(cart).where(lt(cart.updatedAt, before)).returning({ id: cart.id });
  return gone.length;
}
