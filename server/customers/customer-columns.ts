import { sql } from "drizzle-orm";
import { customer } from "../db/kept-figures-schema";

/**
 * The columns of a CustomerRow (contracts/admin-customers.ts) read from the kept customer row
 * (decision 047), dates still Date. Lifetime value in whole KSh (decision 037).
 */
export const customerColumns = {
  key: customer.key,
  hasAccount: sql<boolean>`${customer.accountId} is not null`,
  name: customer.name,
  email: customer.email,
  phone: customer.phone,
  joinedAt: customer.joinedAt,
  lastOrderAt: customer.lastOrderAt,
  orderCount: customer.orderCount,
  lifetimeValue: customer.lifetimeValue,
};

/** A customer row as the contract carries it: dates in ISO 8601. */
export function toCustomerRow<Row extends { joinedAt: Date; lastOrderAt: Date | null }>(row: Row) {
  return {
    ...row,
    joinedAt: row.joinedAt.toISOString(),
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
  };
}
