import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { assignmentMessage, riderTexts, type RiderChoice } from "#contracts/rider-deliveries.ts";
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

/** Who assigns which rider to which order; riderId null takes the rider off. */
export interface RiderAssignment {
  orderId: string;
  riderId: string | null;
  /** The staff member assigning, for the order's timeline. */
  actor: string;
}

/**
 * Assigns the rider `riderId` (an enabled staff member with role rider) to the order, or none,
 * in one transaction holding the order's row; the order's timeline records it and every admin's
 * list updates live (docs/decisions/075-rider-deliveries.md). Assigning the rider it has is a
 * no-op.
 * @throws Refusal 404 riderTexts.orderNotFound for an unknown order; 409 riderTexts.notARider
 *   for anyone but an enabled rider.
 */
export async function assignRider(
  db: Db,
  { orderId, riderId, actor }: RiderAssignment,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: order.userId, status: order.status, riderId: order.riderId })
      .from(order)
      .where(eq(order.id, orderId))
      .for("update");
    if (!row) throw new Refusal(riderTexts.orderNotFound, 404);
    let name: string | null = null;
    if (riderId !== null) {
      const [rider] = await tx
        .select({ name: riderName })
        .from(user)
        .where(and(eq(user.id, riderId), isEnabledRider));
      if (!rider) throw new Refusal(riderTexts.notARider, 409);
      name = rider.name;
    }
    if (row.riderId === riderId) return;
    await tx.update(order).set({ riderId, updatedAt: now }).where(eq(order.id, orderId));
    await addPaymentEvent(tx, { orderId, actor, message: assignmentMessage(name) }, now);
    await notifyOrderChange(tx, { orderId, userId: row.userId, status: row.status });
  });
}
