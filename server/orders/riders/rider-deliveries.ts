import { and, asc, eq, notInArray, sql, type SQL } from "drizzle-orm";
import { balanceDue } from "#contracts/payable-order.ts";
import { deliveryPlaceOf } from "#contracts/delivery.ts";
import {
  maxDeliveryListEntries,
  riderTexts,
  type DeliveryListEntry,
  type RiderDelivery,
} from "#contracts/rider-deliveries.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { itemsOfOrders } from "../admin-order-rows";
import { dispatchFields, dispatchOf } from "./dispatch-fields";

/** The most deliveries one rider's page lists: a day's round, with room to spare. */
export const maxRiderDeliveries = 100;

const closedStatuses = ["delivered", "cancelled"] as const;

/**
 * The open orders (neither delivered nor cancelled) that `where` picks, oldest first (the open
 * orders' index), at most `limit`, each with its customer, where to, what to hand over and the
 * balance to collect in whole KSh, its status, place and dispatch.
 */
async function readOpenDeliveries(
  db: DbExecutor,
  where: SQL | undefined,
  limit: number,
): Promise<DeliveryListEntry[]> {
  const rows = await db
    .select({
      id: order.id,
      status: order.status,
      customerName: sql<string | null>`coalesce(${order.fullName}, ${order.userDisplayName})`,
      phone: order.phone,
      address: order.address,
      city: order.city,
      notes: order.notes,
      deliveryArea: order.deliveryArea,
      deliveryZoneName: order.deliveryZoneName,
      total: order.total,
      amountPaid: order.amountPaid,
      ...dispatchFields,
    })
    .from(order)
    .where(and(notInArray(order.status, [...closedStatuses]), where))
    .orderBy(asc(order.createdAt), asc(order.id))
    .limit(limit);
  const items = await itemsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(
    ({
      total,
      amountPaid,
      deliveryArea,
      deliveryZoneName,
      riderName,
      riderPhone,
      courierName,
      courierReference,
      ...row
    }) => ({
      ...row,
      // Where it goes, as the delivery list groups it: its zone or area as placed (decision 082).
      place: deliveryPlaceOf({ deliveryArea, deliveryZoneName }),
      items: (items.get(row.id) ?? []).map(({ name, sizeLabel, quantity }) => ({
        name,
        sizeLabel,
        quantity,
      })),
      balance: balanceDue({ total, amountPaid }),
      dispatch: dispatchOf({ riderName, riderPhone, courierName, courierReference }),
    }),
  );
}

/**
 * The open orders assigned to rider `riderId`, oldest first, at most maxRiderDeliveries
 * (docs/decisions/075-rider-deliveries.md).
 */
export async function readRiderDeliveries(
  db: DbExecutor,
  riderId: string,
): Promise<RiderDelivery[]> {
  const deliveries = await readOpenDeliveries(db, eq(order.riderId, riderId), maxRiderDeliveries);
  return deliveries.map(
    ({ status: _status, place: _place, dispatch: _dispatch, ...delivery }) => delivery,
  );
}

/**
 * The shop's delivery list (docs/decisions/079-dispatch-and-tracking.md): every open order,
 * oldest first, at most maxDeliveryListEntries, with where it goes and who takes it, for staff
 * to group by place, read on a phone and print.
 */
export async function readDeliveryList(db: DbExecutor): Promise<DeliveryListEntry[]> {
  return readOpenDeliveries(db, undefined, maxDeliveryListEntries);
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
