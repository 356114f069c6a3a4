import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { user } from "../db/auth-schema";
import type { Db } from "../db/client";
import { order } from "../db/order-schema";

/** A proved contact whose guest orders join an account: an e-mail (any case) or an E.164 phone. */
export interface ProvedContact {
  channel: "email" | "phone";
  address: string;
}

/** Orders joined per transaction: a customer with many orders is joined a page at a time. */
const pageSize = 100;

/**
 * Joins the guest orders (no account) placed with `contact` to customer account `userId`, after
 * its owner proved it (docs/decisions/068-returning-customers.md): their `user_id` is set, so My
 * Orders lists them, and the kept customer figures' triggers move them from the guest's row to
 * the account's (decision 047). Pages of 100 oldest first by index (`order_guest_email_idx`, or
 * `order_phone_created_at_idx`), each in its own transaction. An account that is not a
 * customer's (staff) joins nothing (decision 041: their orders stay nobody's).
 * @returns the ids of the orders joined, oldest first.
 */
export async function joinGuestOrders(
  db: Db,
  userId: string,
  contact: ProvedContact,
): Promise<string[]> {
  const [account] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  if (account?.role !== "customer") return [];
  const matches =
    contact.channel === "email"
      ? sql`lower(${order.email}) = ${contact.address.toLowerCase()}`
      : eq(order.phone, contact.address);
  const joined: string[] = [];
  for (;;) {
    const page = db
      .select({ id: order.id })
      .from(order)
      .where(and(isNull(order.userId), matches))
      .orderBy(asc(order.createdAt), asc(order.id))
      .limit(pageSize)
      .for("update");
    const rows = await db
      .update(order)
      .set({ userId })
      .where(and(inArray(order.id, page), isNull(order.userId)))
      .returning({ id: order.id, createdAt: order.createdAt });
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    joined.push(...rows.map((row) => row.id));
    if (rows.length < pageSize) return joined;
  }
}
