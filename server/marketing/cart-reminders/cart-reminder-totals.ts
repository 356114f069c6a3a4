import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import { cartReminderTotals } from "../../db/marketing-schema";

/** The cart reminders' kept counts (decision 067): reminders queued, orders that followed. */
export interface CartReminderCounts {
  sent: number;
  orders: number;
}

/** Counts `count` reminders queued, in their transaction (decision 067). */
export async function countRemindersSent(tx: DbExecutor, count: number): Promise<void> {
  await tx.update(cartReminderTotals).set({ sent: sql`${cartReminderTotals.sent} + ${count}` });
}

/**
 * Counts an order placed from a reminded cart (or one its link restored), in the order's
 * transaction (docs/decisions/067-marketing-consent-and-cart-reminders.md).
 * @throws the database's error.
 */
export async function countOrderAfterReminder(tx: DbExecutor): Promise<void> {
  await tx.update(cartReminderTotals).set({ orders: sql`${cartReminderTotals.orders} + 1` });
}

/** The kept counts, one row read (the dashboard's Cart reminders). */
export async function readCartReminderCounts(db: DbExecutor): Promise<CartReminderCounts> {
  const [row] = await db
    .select({ sent: cartReminderTotals.sent, orders: cartReminderTotals.orders })
    .from(cartReminderTotals);
  return row ?? { sent: 0, orders: 0 };
}
