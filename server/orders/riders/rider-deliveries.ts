import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { balanceDue } from "#contracts/payable-order.ts";
import { riderTexts, type RiderDelivery } from "#contracts/rider-deliveries.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { itemsOfOrders } from "../admin-order-rows";

/** The most deliveries one rider's page lists: a day's round, with room to spare. */
export const maxRiderDeliveries = 100;

const closedStatuses = ["delivered", "cancelled"] as const;

/**
 * The open orders (neither delivered nor cancelled) assigned to rider `riderId`, oldest first,
 * at most maxRiderDeliveries, each with its customer, where to, what to hand over and the
 * balance to collect in whole KSh (docs/decisions/075-rider-deliveries.md).
 */
export async function readRiderDeliveries(
  db: DbExecutor,
  riderId: string,
): Promise<RiderDelivery[]> {
  const rows = await db
    .select({
      id: order.id,
      customerName: sql<string | null>`coalesce(${order.fullName}, ${order.userDisplayName})`,
      phone: order.phone,
      address: order.address,
      city: order.city,
      notes: order.notes,
      total: order.total,
      amountPaid: order.amountPaid,
    })
    .from(order)
    .where(and(eq(order.riderId, riderId), notInArray(order.status, [...closedStatuses])))
    .orderBy(asc(order.createdAt), asc(order.id))
    .limit(maxRiderDeliveries);
  const items = await itemsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ total, amountPaid, ...row }) => ({
    ...row,
    items: (items.get(row.id) ?? []).map(({ name, sizeLabel, quantity }) => ({
      name,
      sizeLabel,
      quantity,
    })),
    balance: balanceDue({ total, amountPaid }),
  }));
}

/**
 * Refuses anything a rider asks of order `orderId` unless it is assigned to them and still open
 * (decision 075): a rider reaches no order but their own.
 * @throws Refusal 404 riderTexts.orderNotFound for an order not theirs (or unknown); 409
 *   riderTexts.alreadyClosed for their order already delivered or cancelled.
 */
export async function requireOpenDelivery(
  db: DbExecutor,
  orderId: string,
  riderId: string,
): Promise<void> {
  const [row] = await db
    .select({ status: order.status })
    .from(order)
    .where(and(eq(order.id, orderId), eq(order.riderId, riderId)));
  if (!row) throw new Refusal(riderTexts.orderNotFound, 404);
  if ((closedStatuses as readonly string[]).includes(row.status)) {
    throw new Refusal(riderTexts.alreadyClosed, 409);
  }
}
