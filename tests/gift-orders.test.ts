import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { giftTexts } from "#contracts/gift-form.ts";
import { vatIncluded } from "#contracts/money.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { order } from "#server/db/order-schema.ts";
import { OrderConfirmationPayloadSchema } from "#server/mail/order-confirmation.ts";
import { renderOrderConfirmation } from "#server/mail/templates/order-confirmation-email.tsx";
import { exportOrdersCsv } from "#server/orders/order-export.ts";
import { readOrderView } from "#server/orders/order-queries.ts";
import { makeBrowser } from "./support/accounts";
import { startAppServer, type TestAppServer } from "./support/app-server";
import { orderIdIn, websiteOrder, whatsappOrder } from "./support/checkout-forms";
import { readCsv } from "./support/csv-reader";
import { insertProducts } from "./support/factories";
import { testServices } from "./support/route-context";
import { checkOutFrom } from "./support/shopper";
import { signedInBrowser } from "./support/signed-in";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

/** The shop's settings as its environment gives them: wrapping at KSh 250, Mombasa's fee 500. */
const shop = { GIFT_WRAPPING_PRICE: "250", SHIPPING_FEE_ELSEWHERE: "500" };

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [{ id: "gift-rose", name: "Rose Dawn", price: 6000 }]);
}, 60_000);
afterAll(() => database.close());

/** A website order to Mombasa marked as a gift; `gift` overrides its gift fields. */
const giftOrder = (gift: Record<string, string> = {}) => ({
  ...websiteOrder(),
  deliveryArea: "elsewhere",
  city: "Mombasa",
  gift: "on",
  giftName: "Amina Otieno",
  giftPhone: "0722 000 111",
  giftMessage: "Happy birthday!\r\nWith love",
  giftWrap: "on",
  ...gift,
});

/** A new shopper checks out one Rose Dawn with `form` under the shop's `settings`. */
const checkOut = (form: Record<string, string>, settings: NodeJS.ProcessEnv = shop) =>
  checkOutFrom(database, makeBrowser(), [{ id: "gift-rose", quantity: 1 }], form, settings);

const orderCount = async () => (await database.db.select({ n: count() }).from(order))[0]!.n;

describe(`gifts at checkout on ${testDatabaseKind} (decision 071)`, () => {
  test("a wrapped gift to Mombasa is priced by the server: wrapping in the total and its VAT, the recipient kept", async () => {
    const placed = await checkOut(giftOrder());
    expect(placed.status).toBe(303);
    const orderId = orderIdIn(placed.headers.get("Location"));
    const [row] = await database.db
      .select({
        subtotal: order.subtotal,
        shipping: order.shipping,
        giftWrapping: order.giftWrapping,
        tax: order.tax,
        total: order.total,
        name: order.giftRecipientName,
        phone: order.giftRecipientPhone,
        message: order.giftMessage,
      })
      .from(order)
      .where(eq(order.id, orderId));
    expect(row).toEqual({
      subtotal: 6000,
      shipping: 500,
      giftWrapping: 250,
      tax: vatIncluded(6250),
      total: 6750,
      name: "Amina Otieno",
      phone: "+254722000111",
      message: "Happy birthday!\nWith love",
    });
    const view = (await readOrderView(database.db, orderId))!.view;
    expect(view.gift).toEqual({
      recipientName: "Amina Otieno",
      recipientPhone: "+254722000111",
      message: "Happy birthday!\nWith love",
    });

    // The confirmation e-mail charges it as a line of its own.
    const [mail] = await database.db
      .select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(sql`${mailOutbox.payload}->>'order_id' = ${orderId}`);
    const { text } = await renderOrderConfirmation(
      OrderConfirmationPayloadSchema.parse(mail!.payload),
    );
    expect(text).toMatch(/Gift wrapping\s+KSh 250/);
    expect(text).toMatch(/Total\s+KSh 6,750/);

    // The CSV's Gift Wrapping column.
    const csv = readCsv(
      await new Response(
        exportOrdersCsv(database.db, { tab: "ongoing", sort: "newest", page: 1, search: orderId }),
      ).text(),
    );
    expect(csv[1]![csv[0]!.indexOf("Gift Wrapping")]).toBe("250");
  });

  test("a gift not wrapped costs nothing more; a WhatsApp gift keeps its recipient", async () => {
    const placed = await checkOut({
      ...whatsappOrder(),
      gift: "on",
      giftName: "Baraka",
      giftPhone: "+254 711 222 333",
    });
    expect(placed.status).toBe(303);
    const { view } = (await readOrderView(database.db, orderIdIn(placed.headers.get("Location"))))!;
    expect(view).toMatchObject({
      giftWrapping: 0,
      total: 6000,
      gift: { recipientName: "Baraka", recipientPhone: "+254711222333", message: null },
    });
  });

  test("gift fields sent without the box ticked are not a gift", async () => {
    const { gift: _ticked, ...unticked } = giftOrder();
    const placed = await checkOut(unticked);
    expect(placed.status).toBe(303);
    const { view } = (await readOrderView(database.db, orderIdIn(placed.headers.get("Location"))))!;
    expect(view).toMatchObject({ gift: null, giftWrapping: 0, total: 6500 });
  });

  test.each([
    ["without a recipient's name", { giftName: "  " }, "giftName", giftTexts.missingName],
    ["without the recipient's phone", { giftPhone: "" }, "giftPhone", giftTexts.missingPhone],
    ["with a malformed phone", { giftPhone: "0722 00" }, "giftPhone", giftTexts.invalidPhone],
    [
      "with a message over 300 characters",
      { giftMessage: "x".repeat(301) },
      "giftMessage",
      "Gift message is too long (at most 300 characters)",
    ],
    [
      "with a control character in its message",
      { giftMessage: "Hi\u0007there" },
      "giftMessage",
      "Gift message contains characters that are not allowed",
    ],
  ])(
    "a gift %s is refused naming the field, nothing written",
    async (_case, gift, field, message) => {
      const before = await orderCount();
      const refused = await checkOut(giftOrder(gift));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: message, refusedFields: { [field]: message } });
      // What the shopper typed comes back to the form.
      expect(refused.body).toMatchObject({
        fields: { gift: "on", giftName: giftOrder(gift).giftName },
      });
      expect(await orderCount()).toBe(before);
    },
  );

  test("wrapping asked for while the shop prices it at 0 (not offered) is refused, nothing written", async () => {
    const before = await orderCount();
    const refused = await checkOut(giftOrder(), { ...shop, GIFT_WRAPPING_PRICE: "0" });
    expect(refused).toMatchObject({ status: 409, body: { error: giftTexts.wrappingNotOffered } });
    expect(await orderCount()).toBe(before);
  });

  test("the database refuses a total that leaves out the wrapping, and wrapping on an order that is no gift", async () => {
    const placed = await checkOut(giftOrder());
    const orderId = orderIdIn(placed.headers.get("Location"));
    await expect(
      database.db.update(order).set({ total: 6500 }).where(eq(order.id, orderId)),
    ).rejects.toThrow();
    await expect(
      database.db
        .update(order)
        .set({ giftRecipientName: null, giftRecipientPhone: null, giftMessage: null })
        .where(eq(order.id, orderId)),
    ).rejects.toThrow();
  });
});

describe(`the gift note on ${testDatabaseKind} (decision 071)`, () => {
  let app: TestAppServer;
  let admin: ReturnType<typeof makeBrowser>;

  beforeAll(async () => {
    const services = testServices(database, shop);
    app = await startAppServer(services);
    admin = await signedInBrowser(services, "admin");
  }, 120_000);
  afterAll(() => app?.close());

  /** GET `path` of the served shop as the signed-in admin. */
  const get = (path: string) =>
    fetch(app.origin + path, { headers: admin.request(path).headers, redirect: "manual" });

  test("shows the message, recipient and sender, and no price anywhere", async () => {
    const placed = await checkOut(giftOrder());
    const orderId = orderIdIn(placed.headers.get("Location"));
    const page = await get(`/admin/orders/${orderId}/gift-note`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Amina Otieno");
    expect(html).toContain("Happy birthday!\nWith love");
    expect(html).toContain("With love from <!-- -->Wanjiru Kamau");
    expect(html).not.toContain("KSh");
  });

  test("an order that is not a gift has no note (404)", async () => {
    const placed = await checkOut(websiteOrder());
    const orderId = orderIdIn(placed.headers.get("Location"));
    expect((await get(`/admin/orders/${orderId}/gift-note`)).status).toBe(404);
  });
});
