import { sql } from "drizzle-orm";
import * as z from "zod/mini";
import type { DbExecutor } from "../db/client";
import type { Listen } from "../db/notifications";
import { orderStatuses } from "#contracts/order-status.ts";
import { paymentStatuses } from "#contracts/payment.ts";

/** The LISTEN/NOTIFY channel of order changes (DESIGN §6, live lists). */
const orderChangesChannel = "order_changed";

const orderChangeSchema = z.object({
  orderId: z.string(),
  userId: z.nullable(z.string()),
  status: z.enum(orderStatuses),
  /** Set when the change is to the order's payment. */
  paymentStatus: z.optional(z.enum(paymentStatuses)),
  /** Set when only the order's messages changed (an SMS sent or given up): for staff's pages. */
  messagesOnly: z.optional(z.literal(true)),
});

/**
 * An order placed or given a new status or payment status, or whose messages changed
 * (`messagesOnly`); userId null = a guest's order.
 */
export type OrderChange = z.infer<typeof orderChangeSchema>;

/**
 * Announces an order change to every server process. Run it inside the transaction that makes
 * the change: PostgreSQL delivers the notification at commit, and never after a rollback.
 */
export async function notifyOrderChange(tx: DbExecutor, change: OrderChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${orderChangesChannel}, ${JSON.stringify(change)})`);
}

/**
 * Calls `listener` with every order change any process commits from now on; resolves to an
 * unsubscribe. A payload that is not an OrderChange is ignored.
 */
export function subscribeOrderChanges(
  listen: Listen,
  listener: (change: OrderChange) => void,
): Promise<() => void> {
  return listen(orderChangesChannel, (payload) => {
    const parsed = orderChangeSchema.safeParse(safeJson(payload));
    if (parsed.success) listener(parsed.data);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
