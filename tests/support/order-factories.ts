import { randomBytes, randomInt } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import type { PlaceOrderOptions } from "#server/orders/order-placement.ts";
import { insertProducts } from "./factories";

type OrderRow = typeof order.$inferInsert;
type ItemRow = Omit<typeof orderItem.$inferInsert, "orderId" | "productId">;

let sequence = randomInt(1000);

/**
 * An order id as the shop makes them (server/orders/order-id.ts): 'LOR-' + ms + 3 digits, so its
 * payment reference (its last 12 digits) finds it as a Paybill account does.
 */
export const shopOrderId = () =>
  `LOR-${Date.now()}${String((sequence += 1) % 1000).padStart(3, "0")}`;

/** placeOrder's options in tests: delivery free in Nairobi, KSh 300 elsewhere (SPEC §9). */
export const placeOrderOptions: PlaceOrderOptions = {
  shippingFees: { nairobi: 0, elsewhere: 300 },
  freeDeliveryFrom: {},
  shop: {
    publicUrl: "https://loris.example",
    replyTo: "orders@loris.example",
    phone: "+254 700 000 000",
    secret: "order-test-secret",
  },
};

/** An order row placed on the website by a guest, with consistent money; override what matters. */
export function makeOrder(overrides: Partial<OrderRow> = {}): OrderRow {
  const subtotal = overrides.subtotal ?? 3000;
  const shipping = overrides.shipping ?? 0;
  return {
    id: `LOR-${Date.now()}${randomBytes(3).readUIntBE(0, 3)}`,
    fullName: "Wanjiru Kamau",
    email: "wanjiru@example.co.ke",
    phone: "+254712345678",
    deliveryArea: "nairobi",
    orderMethod: "website",
    idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
    tax: Math.round((subtotal * 16) / 116),
    total: subtotal + shipping,
    ...overrides,
    subtotal,
    shipping,
  };
}

/**
 * Inserts orders, each with its line items (default: one 'Amber Veil' at the subtotal), after
 * a product for the items to point at; returns the order rows.
 */
export async function insertOrders(
  db: Db,
  orders: (Partial<OrderRow> & { items?: ItemRow[] })[],
): Promise<OrderRow[]> {
  const [item] = await insertProducts(db, [{ name: "Amber Veil" }]);
  const rows = orders.map(({ items: _items, ...overrides }) => makeOrder(overrides));
  if (rows.length === 0) return rows;
  await db.insert(order).values(rows);
  const items = rows.flatMap((row, i) =>
    (orders[i]!.items ?? [{ name: "Amber Veil", price: row.subtotal!, quantity: 1 }]).map(
      (line) => ({ ...line, orderId: row.id!, productId: item!.id }),
    ),
  );
  await db.insert(orderItem).values(items);
  return rows;
}
