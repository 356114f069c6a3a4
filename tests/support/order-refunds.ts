import { randomBytes } from "node:crypto";
import { action } from "#app/routes/admin/orders/refund.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { recordDoorPayment } from "#server/payments/ledger/door-payment.ts";
import { insertProducts, sizeIdOf } from "./factories";
import { makeOrder } from "./order-factories";
import { formAnswerOf, routeArgs } from "./route-call";

// Returns and refunds (docs/decisions/076-returns-refunds.md) as their tests make them: a paid
// delivered order, and the 'Return or refund' form posted as the order's details send it.

/**
 * A delivered order of 2 × Amber Veil 50ml (KSh 2,500 each, stock 5) and 1 × Oud Nuit 100ml
 * (KSh 4,000, stock 0), paid in full by M-PESA at the door: KSh 9,000.
 */
export async function paidDeliveredOrder(
  database: DatabaseHandle,
  { status = "delivered" as "delivered" | "pending" } = {},
) {
  const [amber, oud] = await insertProducts(database.db, [
    { name: "Amber Veil", price: 2500, stockLevel: 5 },
    { name: "Oud Nuit", price: 4000, sizes: ["100ml"], stockLevel: 0 },
  ]);
  const placed = makeOrder({ subtotal: 9000, status });
  await database.db.insert(order).values(placed);
  const items = await database.db
    .insert(orderItem)
    .values([
      {
        orderId: placed.id!,
        productId: amber!.id,
        sizeId: sizeIdOf(amber!.id),
        name: "Amber Veil",
        sizeLabel: "50ml",
        price: 2500,
        quantity: 2,
      },
      {
        orderId: placed.id!,
        productId: oud!.id,
        sizeId: sizeIdOf(oud!.id),
        name: "Oud Nuit",
        sizeLabel: "100ml",
        price: 4000,
        quantity: 1,
      },
    ])
    .returning({ id: orderItem.id });
  const receipt = `R${randomBytes(5).toString("hex").toUpperCase().slice(0, 9)}`;
  await recordDoorPayment(database.db, {
    orderId: placed.id!,
    method: "mpesa",
    amount: 9000,
    receiptNumber: receipt,
    takenBy: "Baraka",
    staffName: "Amina Wanjiru",
  });
  return {
    orderId: placed.id!,
    amberItem: items[0]!.id,
    oudItem: items[1]!.id,
    amberSize: sizeIdOf(amber!.id),
    oudSize: sizeIdOf(oud!.id),
  };
}

/** A new idempotency key for the form, as the page makes one per opening. */
export const newRefundKey = () => `refund_${randomBytes(12).toString("hex")}`;

/** POST /admin/orders/refund as the form sends it, by the owner Amina Wanjiru. */
export async function postRefund(database: DatabaseHandle, fields: Record<string, string>) {
  const request = new Request("https://loris.example/admin/orders/refund", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return formAnswerOf(await action(routeArgs(database, request))) as ReturnType<
    typeof formAnswerOf
  > & { ok?: boolean; notice?: string };
}
