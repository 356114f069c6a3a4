import { and, asc, eq, isNull, sql } from "drizzle-orm";
import {
  dispatchMessage,
  dispatchTexts,
  type Dispatch,
  type DispatchChoice,
} from "#contracts/dispatch.ts";
import { riderTexts, type RiderChoice } from "#contracts/rider-deliveries.ts";
import { user } from "#server/db/auth-schema.ts";
import type { Db, DbExecutor } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { notifyOrderChange } from "#server/live/order-changes.ts";
import { addPaymentEvent } from "#server/payments/ledger/order-balance.ts";

const riderName = sql<string>`coalesce(nullif(trim(${user.firstName} || ' ' || ${user.lastName}), ''), ${user.email})`;
const isEnabledRider = and(
  eq(user.role, "admin"),
  eq(user.staffRole, "rider"),
  isNull(user.disabledAt),
);

/** The enabled riders an order may be assigned to, by name (decision 075). */
export async function listRiders(db: DbExecutor): Promise<RiderChoice[]> {
  return db
    .select({ id: user.id, name: riderName })
    .from(user)
    .where(isEnabledRider)
    .orderBy(asc(riderName), asc(user.id));
}

/** Who dispatches which order to whom. */
export interface DispatchChange {
  orderId: string;
  choice: DispatchChoice;
  /** The staff member dispatching, for the order's timeline. */
  actor: string;
}

/** The order's dispatch columns for a choice; a staff rider's name is read from their account. */
function columnsOf(choice: DispatchChoice) {
  return {
    riderId: choice.way === "staff_rider" ? choice.riderId : null,
    riderName: choice.way === "other_rider" ? choice.name : null,
    riderPhone: choice.way === "other_rider" ? choice.phone : null,
    courierName: choice.way === "courier" ? choice.name : null,
    courierReference: choice.way === "courier" ? choice.reference : null,
  };
}

/**
 * Sets who takes the order to its customer (docs/decisions/079-dispatch-and-tracking.md,
 * decision 075): an enabled staff rider, a rider named with their phone, a courier with its
 * reference, or nobody — in one transaction holding the order's row; the order's timeline
 * records it and every admin's list updates live. Setting what the order has is a no-op.
 * @returns the order's status.
 * @throws Refusal 404 riderTexts.orderNotFound for an unknown order; 409 riderTexts.notARider
 *   for an account that is not an enabled rider; 409 dispatchTexts.orderClosed for an order
 *   delivered or cancelled (its dispatch is history).
 */
export async function dispatchOrder(
  db: Db,
  { orderId, choice, actor }: DispatchChange,
  now: Date = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: order.userId,
        status: order.status,
        riderId: order.riderId,
        riderName: order.riderName,
        riderPhone: order.riderPhone,
        courierName: order.courierName,
        courierReference: order.courierReference,
      })
      .from(order)
      .where(eq(order.id, orderId))
      .for("update");
    if (!row) throw new Refusal(riderTexts.orderNotFound, 404);
    const columns = columnsOf(choice);
    const { userId, status, ...current } = row;
    if (
      Object.entries(columns).every(
        ([key, value]) => current[key as keyof typeof current] === value,
      )
    ) {
      return status;
    }
    if (status === "delivered" || status === "cancelled") {
      throw new Refusal(dispatchTexts.orderClosed, 409);
    }
    let dispatch: Dispatch | null = null;
    if (choice.way === "staff_rider") {
      const [rider] = await tx
        .select({ name: riderName })
        .from(user)
        .where(and(eq(user.id, choice.riderId), isEnabledRider));
      if (!rider) throw new Refusal(riderTexts.notARider, 409);
      dispatch = { way: "rider", name: rider.name, phone: null };
    } else if (choice.way === "other_rider") {
      dispatch = { way: "rider", name: choice.name, phone: choice.phone };
    } else if (choice.way === "courier") {
      dispatch = { way: "courier", name: choice.name, reference: choice.reference };
    }
    await tx
      .update(order)
      .set({ ...columns, updatedAt: now })
      .where(eq(order.id, orderId));
    await addPaymentEvent(tx, { orderId, actor, message: dispatchMessage(dispatch) }, now);
    await notifyOrderChange(tx, { orderId, userId, status });
    return status;
  });
}
