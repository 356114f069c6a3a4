import { and, asc, eq, sql } from "drizzle-orm";
import { lineDisplayName } from "#contracts/product-sizes.ts";
import type { ReturnableLine } from "#contracts/returns-refunds.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { orderItem } from "#server/db/order-schema.ts";
import { orderReturn } from "#server/db/return-schema.ts";

/** An order line with what a return of it needs: its size, for stock to go back to. */
export interface ReturnableItem extends ReturnableLine {
  productId: string;
  sizeId: string | null;
}

/**
 * Order `orderId`'s lines in their order with the units sold and already returned
 * (docs/decisions/076-returns-refunds.md), read through the order's return index.
 */
export async function readReturnableItems(
  db: DbExecutor,
  orderId: string,
): Promise<ReturnableItem[]> {
  const rows = await db
    .select({
      itemId: orderItem.id,
      name: orderItem.name,
      sizeLabel: orderItem.sizeLabel,
      productId: orderItem.productId,
      sizeId: orderItem.sizeId,
      sold: orderItem.quantity,
      returned: sql<number>`coalesce(sum(${orderReturn.quantity}), 0)::int`,
    })
    .from(orderItem)
    .leftJoin(
      orderReturn,
      and(eq(orderReturn.orderId, orderItem.orderId), eq(orderReturn.orderItemId, orderItem.id)),
    )
    .where(eq(orderItem.orderId, orderId))
    .groupBy(orderItem.id)
    .orderBy(asc(orderItem.id));
  return rows.map(({ name, sizeLabel, ...row }) => ({
    ...row,
    label: lineDisplayName({ name, sizeLabel }),
  }));
}
