import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action } from "#app/routes/api-orders.ts";
import { parseAdminOrderQuery } from "#contracts/admin-order-query.ts";
import type { CheckoutRequest } from "#contracts/checkout.ts";
import { getDashboardFigures } from "#server/dashboard/dashboard-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { listAdminOrders } from "#server/orders/admin-order-queries.ts";
import { insertProducts } from "./support/factories";
import { routeContext } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [{ id: "oud", name: "Oud Nights", price: 6000 }]);
});
afterAll(() => database.close());

/** A guest's WhatsApp checkout of one Oud Nights; override the contact it carries. */
const whatsappCheckout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
  orderMethod: "whatsapp",
  items: [{ id: "oud", quantity: 1 }],
  deliveryArea: "nairobi",
  ...overrides,
});

/** POST /api/orders through the route module; the answer's order id and chat text. */
async function placeWhatsappOrder(body: CheckoutRequest) {
  const request = new Request("https://loris.example/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const response = await action({
    request,
    url: new URL(request.url),
    context: routeContext(database, { WHATSAPP_NUMBER: "254711222333" }),
    params: {},
    pattern: "/api/orders",
  });
  expect(response.status).toBe(200);
  const { orderId, whatsappUrl } = (await response.json()) as {
    orderId: string;
    whatsappUrl: string;
  };
  return { orderId, chat: new URL(whatsappUrl).searchParams.get("text") ?? "" };
}

const adminRow = async (orderId: string) => {
  const list = await listAdminOrders(
    database.db,
    parseAdminOrderQuery(new URLSearchParams({ search: orderId })),
  );
  return list.orders.find((row) => row.id === orderId);
};

describe(`WhatsApp orders the shop can act on, on ${testDatabaseKind}`, () => {
  test("the chat and the admin's list carry the shopper's name, phone, area, address and notes", async () => {
    const { orderId, chat } = await placeWhatsappOrder(
      whatsappCheckout({
        fullName: "Achieng Otieno",
        phone: "0722 333 444",
        deliveryArea: "elsewhere",
        address: "Oginga Odinga St 12",
        city: "Kisumu",
        notes: "Call at the gate",
      }),
    );
    expect(chat).toContain(`Order: ${orderId}\n• Oud Nights × 1 = KSh 6,000\nTotal: KSh 6,000`);
    expect(chat).toContain(
      "Name: Achieng Otieno\nPhone: +254722333444\nDelivery area: Elsewhere in Kenya\n" +
        "Address: Oginga Odinga St 12, Kisumu\nNotes: Call at the gate",
    );
    expect(await adminRow(orderId)).toMatchObject({
      customerName: "Achieng Otieno",
      phone: "+254722333444",
      orderMethod: "whatsapp",
      status: "pending",
      deliveryArea: "elsewhere",
      address: "Oginga Odinga St 12",
      city: "Kisumu",
      notes: "Call at the gate",
    });
    const { recentOrders } = await getDashboardFigures(database.db);
    expect(recentOrders.find((recent) => recent.id === orderId)).toMatchObject({
      customerName: "Achieng Otieno",
      orderMethod: "whatsapp",
      status: "pending",
    });
  });

  test("still needs no contact fields: the chat then names only the delivery area", async () => {
    const { orderId, chat } = await placeWhatsappOrder(whatsappCheckout());
    expect(chat.split("\n").slice(-2)).toEqual(["", "Delivery area: Nairobi"]);
    expect(await adminRow(orderId)).toMatchObject({
      customerName: null,
      phone: null,
      notes: null,
      orderMethod: "whatsapp",
    });
  });
});
