import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { action, loader } from "#app/routes/admin/orders/items.tsx";
import { parseCheckout, type CheckoutInput } from "#contracts/checkout.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { orderItem } from "#server/db/order-schema.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { placeOrderOptions } from "./order-factories";
import { adminRouteContext } from "./route-context";

// The Change items page (decisions 046, 070) as staff use it, over a test database.

const base = "https://loris.example/admin/orders/items";
const pattern = "/admin/orders/items";

/**
 * A shopper's WhatsApp order of two of product `id`'s size `sizeId`, delivered elsewhere
 * (placeOrderOptions' fee), `overrides` replacing the checkout's fields: its id.
 */
export async function placeWhatsappOrder(
  { db }: Pick<DatabaseHandle, "db">,
  item: { id: string; sizeId: string },
  overrides: Partial<CheckoutInput> = {},
): Promise<string> {
  const parsed = parseCheckout({
    idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
    orderMethod: "whatsapp",
    items: [{ ...item, quantity: 2 }],
    fullName: "Wanjiku Mwangi",
    phone: "0722 333 444",
    deliveryArea: "elsewhere",
    city: "Nakuru",
  });
  if ("error" in parsed) throw new Error(parsed.error);
  return (await placeOrder(db, { ...parsed.input, ...overrides }, placeOrderOptions)).orderId;
}

/** GET /admin/orders/items?… as the page's buttons send it. */
export function openItems(database: DatabaseHandle, params: [string, string][]) {
  const url = new URL(`${base}?${new URLSearchParams(params)}`);
  const context = adminRouteContext(database);
  return loader({ request: new Request(url), url, context, params: {}, pattern });
}

/** POST /admin/orders/items: Save items. Resolves to where it went (a 303). */
export async function saveItems(database: DatabaseHandle, params: [string, string][]) {
  const request = new Request(base, { method: "POST", body: new URLSearchParams(params) });
  const url = new URL(request.url);
  const context = adminRouteContext(database);
  const answer = (await action({ request, url, context, params: {}, pattern })) as Response;
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location")!, url);
}

/** A perfume staff sell in two sizes: 30ml at KSh 4,000 and 100ml at KSh 9,500, with `levels`. */
export const twoSizePerfume = (id: string, name: string, levels: [number, number] = [50, 50]) => ({
  id,
  name,
  sizes: [
    { label: "30ml", price: 4000, stockLevel: levels[0] },
    { label: "100ml", price: 9500, stockLevel: levels[1] },
  ],
});

/** An order's items as staff see them changed: size, quantity, price charged, catalogue price. */
export const itemsOfOrder = ({ db }: Pick<DatabaseHandle, "db">, orderId: string) =>
  db
    .select({
      sizeLabel: orderItem.sizeLabel,
      quantity: orderItem.quantity,
      price: orderItem.price,
      cataloguePrice: orderItem.cataloguePrice,
    })
    .from(orderItem)
    .where(eq(orderItem.orderId, orderId))
    .orderBy(asc(orderItem.id));
