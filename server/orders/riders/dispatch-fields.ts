import { sql } from "drizzle-orm";
import type { Dispatch } from "#contracts/dispatch.ts";
import { user } from "#server/db/auth-schema.ts";
import { order } from "#server/db/order-schema.ts";

/**
 * An order's dispatch as a query selects it (docs/decisions/079-dispatch-and-tracking.md): a
 * rider named on the order, else its staff rider's account name and phone (read through the
 * account's primary key); a courier and its reference. Read with dispatchOf.
 */
export const dispatchFields = {
  riderName: sql<
    string | null
  >`coalesce(${order.riderName}, (select coalesce(nullif(trim(${user.firstName} || ' ' || ${user.lastName}), ''), ${user.email}) from ${user} where ${user.id} = ${order.riderId}))`,
  riderPhone: sql<
    string | null
  >`coalesce(${order.riderPhone}, (select nullif(${user.phone}, '') from ${user} where ${user.id} = ${order.riderId}))`,
  courierName: order.courierName,
  courierReference: order.courierReference,
};

/** The dispatch fields of a row as one Dispatch; null when nobody has the order yet. */
export function dispatchOf(row: {
  riderName: string | null;
  riderPhone: string | null;
  courierName: string | null;
  courierReference: string | null;
}): Dispatch | null {
  if (row.courierName !== null) {
    return { way: "courier", name: row.courierName, reference: row.courierReference ?? "" };
  }
  if (row.riderName !== null) return { way: "rider", name: row.riderName, phone: row.riderPhone };
  return null;
}
