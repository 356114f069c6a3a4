import { eq } from "drizzle-orm";
import type { CounterPayment } from "#contracts/counter-sale.ts";
import type { Db } from "../db/client";
import { order } from "../db/order-schema";
import { recordDoorPayment } from "../payments/ledger/door-payment";
import { setOrderStatus } from "./order-status-change";
import type { OrderingStaff } from "./staff-order";

/**
 * Hands over a walk-in sale at the counter (docs/decisions/077-shop-pickup.md): records what
 * is left to pay of order `orderId` (whole KSh) as paid at the counter by `payment`, taken by
 * `staff`, then marks the order delivered — each step keyed by the order's own idempotency key,
 * so the New order form sent again finishes what a first sending left undone and records
 * nothing twice. A sale already paid in full records no payment.
 * @throws Refusal as recordDoorPayment does (an M-PESA receipt already counted for another order).
 */
export async function completeCounterSale(
  db: Db,
  { orderId, idempotencyKey }: { orderId: string; idempotencyKey: string },
  payment: CounterPayment,
  staff: OrderingStaff,
  now: Date = new Date(),
): Promise<void> {
  const [row] = await db
    .select({ total: order.total, amountPaid: order.amountPaid, status: order.status })
    .from(order)
    .where(eq(order.id, orderId));
  if (!row) return;
  const due = row.total - row.amountPaid;
  if (due > 0) {
    await recordDoorPayment(
      db,
      {
        orderId,
        method: payment.method,
        amount: due,
        receiptNumber: payment.receiptNumber,
        takenBy: staff.name,
        staffName: staff.name,
        staffUserId: staff.userId,
        idempotencyKey: `${idempotencyKey.slice(0, 90)}_counter`,
      },
      now,
    );
  }
  if (row.status !== "delivered") {
    await setOrderStatus(db, [orderId], "delivered", now, {
      actor: staff.name,
      staffId: staff.userId,
    });
  }
}
