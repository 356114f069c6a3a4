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

/** An order line's units returned: read with `returnsOfLine` joined (left) and grouped by line. */
export const returnedUnits = sql<number>`coalesce(sum(${orderReturn.quantity}), 0)::int`;

/** The returns of an order line, for a left join from order_item (by the order's return index). */
export const returnsOfLine = and(
  eq(orderReturn.orderId, orderItem.orderId),
  eq(orderReturn.orderItemId, orderItem.id),
);

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
      returned: returnedUnits,
    })
    .from(orderItem)
    .leftJoin(orderReturn, returnsOfLine)
    .where(eq(orderItem.orderId, orderId))
    .groupBy(orderItem.id)
    .orderBy(asc(orderItem.id));
  return rows.map(({ name, sizeLabel, ...row }) => ({
    ...row,
    label: lineDisplayName({ name, sizeLabel }),
  }));
}
