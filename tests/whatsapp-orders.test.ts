import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader as orderSuccessLoader } from "#app/routes/order-success.tsx";
import { parseAdminOrderQuery } from "#contracts/admin-order-query.ts";
import { getDashboardFigures } from "#server/dashboard/dashboard-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { listAdminOrders } from "#server/orders/admin-order-queries.ts";
import { makeBrowser } from "./support/accounts";
import { orderIdIn, whatsappOrder, type CheckoutForm } from "./support/checkout-forms";
import { insertProducts } from "./support/factories";
import { checkOutFrom, routeArgs, type CartItem } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    { id: "oud", name: "Oud Nights", price: 6000 },
    { id: "mystery-him", name: "mystery perfume for him", price: 4800 },
  ]);
});
afterAll(() => database.close());

/**
 * A guest's WhatsApp order of `items` (one Oud Nights) through /cart and /checkout, with
 * `contact` on the form; its id and the chat text its success page opens.
 */
async function placeWhatsappOrder(
  contact: CheckoutForm = {},
  items: CartItem[] = [{ id: "oud", quantity: 1 }],
) {
  const shopper = makeBrowser();
  const form = { ...whatsappOrder(), ...contact };
  const placed = await checkOutFrom(database, shopper, items, form);
  expect(placed.status).toBe(303);
  const location = placed.headers.get("Location")!;
  expect(location).toMatch(/&via=whatsapp$/);
  const success = await orderSuccessLoader(
    routeArgs(database, shopper.request(location), "/order-success", {
      WHATSAPP_NUMBER: "254711222333",
    }),
  );
  const orderId = orderIdIn(location);
  return { orderId, chat: new URL(success.whatsappUrl!).searchParams.get("text") ?? "" };
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
    const { orderId, chat } = await placeWhatsappOrder({
      fullName: "Achieng Otieno",
      phone: "0722 333 444",
      deliveryArea: "elsewhere",
      address: "Oginga Odinga St 12",
      city: "Kisumu",
      notes: "Call at the gate",
    });
    expect(chat).toContain(
      `Order: ${orderId}\n• Oud Nights — 50ml × 1 = KSh 6,000\nTotal: KSh 6,000`,
    );
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

  test("the chat spells each perfume as the shop shows it, short joining words as the catalogue has them", async () => {
    const { chat } = await placeWhatsappOrder({}, [{ id: "mystery-him", quantity: 2 }]);
    expect(chat).toContain("• Mystery Perfume for Him — 50ml × 2 = KSh 9,600");
  });

  test("still needs no contact fields: the chat then names only the delivery area", async () => {
    const { orderId, chat } = await placeWhatsappOrder();
    expect(chat.split("\n").slice(-2)).toEqual(["", "Delivery area: Nairobi"]);
    expect(await adminRow(orderId)).toMatchObject({
      customerName: null,
      phone: null,
      notes: null,
      orderMethod: "whatsapp",
    });
  });
});
