import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action } from "#app/routes/admin/orders/new.tsx";
import { agreedPriceTexts } from "#contracts/agreed-price.ts";
import { vatIncluded } from "#contracts/money.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { paymentEvent } from "#server/db/payment-schema.ts";
import { productSize } from "#server/db/schema.ts";
import { renderOutboxMail } from "#server/mail/mail-templates.ts";
import { insertDiscountCode } from "./support/discount-factories";
import { insertProducts, sizeIdOf } from "./support/factories";
import { adminRouteContext } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 070: staff price a chat sale as agreed on New order, within the shop's cap.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    {
      id: "musk",
      name: "White Musk",
      sizes: [
        { label: "30ml", price: 4000, stockLevel: 50 },
        { label: "100ml", price: 9500, stockLevel: 50 },
      ],
    },
  ]);
});
afterAll(() => database.close());

const hundredMl = `musk~${sizeIdOf("musk", 1)}`;

/** POST /admin/orders/new (Place order) with `env` as the shop's settings; where it went. */
async function placeDraft(params: [string, string][], env: NodeJS.ProcessEnv = {}) {
  const request = new Request("https://loris.example/admin/orders/new", {
    method: "POST",
    body: new URLSearchParams(params),
  });
  const url = new URL(request.url);
  const context = adminRouteContext(database, { SHIPPING_FEE_NAIROBI: "200", ...env });
  const answer = (await action({
    request,
    url,
    context,
    params: {},
    pattern: "/admin/orders/new",
  })) as Response;
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location")!, url);
}

/** An Instagram sale of two 100ml (catalogue KSh 19,000): `fields` are the agreed ones. */
const instagramSale = (fields: Record<string, string>, agreedPrice = ""): [string, string][] => [
  ["idempotencyKey", `staff_${crypto.randomUUID().replaceAll("-", "")}`],
  ["channel", "instagram"],
  ["phone", "0733 444 555"],
  ["fullName", "Achieng Odhiambo"],
  ["email", "achieng@example.co.ke"],
  ["deliveryArea", "nairobi"],
  ["address", "Kilimani, blue gate"],
  ["line", hundredMl],
  ["quantity", "2"],
  ["agreedPrice", agreedPrice],
  ...Object.entries(fields),
];

const stockOf100ml = async () => {
  const [row] = await database.db
    .select({ level: productSize.stockLevel })
    .from(productSize)
    .where(eq(productSize.id, sizeIdOf("musk", 1)));
  return row!.level;
};

/** Places `params`, expecting a refusal: its URL back, with nothing written. */
async function refused(params: [string, string][], env?: NodeJS.ProcessEnv) {
  const [orders, stock] = [await database.db.$count(order), await stockOf100ml()];
  const back = await placeDraft(params, env);
  expect(back.pathname).toBe("/admin/orders/new");
  expect(await database.db.$count(order)).toBe(orders);
  expect(await stockOf100ml()).toBe(stock);
  return back;
}

describe(`agreed prices on New order on ${testDatabaseKind}`, () => {
  test("a lower price and an order discount with a reason: charged as agreed, VAT on what is charged, who and when on the order and its timeline, the e-mail's lines", async () => {
    const placed = await placeDraft(
      instagramSale({ agreedDiscount: "500", agreedReason: "A regular on Instagram" }, "9,000"),
    );
    const orderId = placed.searchParams.get("search")!;
    const [row] = await database.db.select().from(order).where(eq(order.id, orderId));
    expect(row).toMatchObject({
      channel: "instagram",
      subtotal: 18_000,
      discount: 0,
      agreedDiscount: 500,
      shipping: 200,
      tax: vatIncluded(17_500),
      total: 17_700,
      agreedReason: "A regular on Instagram",
      agreedBy: "Amina Wanjiru",
    });
    expect(Date.now() - row!.agreedAt!.getTime()).toBeLessThan(60_000);
    const items = await database.db.select().from(orderItem).where(eq(orderItem.orderId, orderId));
    expect(items.map((item) => [item.sizeLabel, item.price, item.cataloguePrice])).toEqual([
      ["100ml", 9000, 9500],
    ]);
    const events = await database.db
      .select({ actor: paymentEvent.actor, message: paymentEvent.message })
      .from(paymentEvent)
      .where(eq(paymentEvent.orderId, orderId));
    expect(events).toEqual([
      {
        actor: "Amina Wanjiru",
        message:
          "Agreed with the customer: White Musk — 100ml at KSh 9,000 (catalogue KSh 9,500); KSh 500 off the order. Reason: A regular on Instagram",
      },
    ]);
    const [confirmation] = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, "order-confirmation"),
          sql`${mailOutbox.payload}->>'order_id' = ${orderId}`,
        ),
      );
    const mail = await renderOutboxMail("order-confirmation", confirmation!.payload);
    expect(mail.text).toMatch(/KSh 9,000\s+KSh 18,000/);
    expect(mail.text).toMatch(/Agreed discount\s+\u2212KSh 500/);
    expect(mail.text).toMatch(/Total\s+KSh 17,700/);
  });

  test("an agreed price above the catalogue's is refused, naming the line and marking its field", async () => {
    const back = await refused(instagramSale({ agreedReason: "Asked for it" }, "9600"));
    const message = agreedPriceTexts.overCatalogue("White Musk — 100ml", 9500);
    expect(back.searchParams.get("error")).toBe(message);
    expect(back.searchParams.get(`refused.agreedPrice.${hundredMl}`)).toBe(message);
    expect(back.searchParams.getAll("agreedPrice")).toEqual(["9600"]);
  });

  test("the catalogue price itself is no agreement: no reason needed, nothing recorded", async () => {
    const placed = await placeDraft(instagramSale({}, "9500"));
    const [row] = await database.db
      .select()
      .from(order)
      .where(eq(order.id, placed.searchParams.get("search")!));
    expect(row).toMatchObject({ subtotal: 19_000, agreedReason: null, agreedBy: null });
  });

  test.each([
    ["a lower price", { agreedReason: "  " }, "9000", agreedPriceTexts.reasonNeeded],
    ["an order discount", { agreedDiscount: "300" }, "", agreedPriceTexts.reasonNeeded],
    ["a long reason", { agreedReason: "x".repeat(201) }, "9000", agreedPriceTexts.reasonTooLong],
    ["a line break", { agreedReason: "one\ntwo" }, "9000", agreedPriceTexts.reasonCharacters],
  ])("%s without a fit reason is refused", async (_, fields, agreedPrice, message) => {
    const back = await refused(instagramSale(fields, agreedPrice));
    expect(back.searchParams.get("error")).toBe(message);
    expect(back.searchParams.get("refused.agreedReason")).toBe(message);
  });

  test.each(["-1", "2.5", "abc", "1e3", "2000000"])(
    "an order discount of %j is refused as not whole shillings",
    async (amount) => {
      const back = await refused(instagramSale({ agreedDiscount: amount, agreedReason: "Why" }));
      expect(back.searchParams.get("refused.agreedDiscount")).toBe(agreedPriceTexts.amount);
    },
  );

  test("the cap: 15% of the catalogue subtotal off passes, a shilling more is refused naming it; the setting moves it", async () => {
    // KSh 1,000 off the lines and KSh 1,850 off the order: 2,850 = 15% of 19,000.
    const atCap = { agreedDiscount: "1850", agreedReason: "Bought three before" };
    const placed = await placeDraft(instagramSale(atCap, "9000"));
    expect(placed.pathname).toBe("/admin/orders");
    const over = await refused(instagramSale({ ...atCap, agreedDiscount: "1851" }, "9000"));
    expect(over.searchParams.get("error")).toBe(
      "At most 15% off: KSh 2,850 is the most you can take off this order.",
    );
    const lowered = await refused(instagramSale(atCap, "9000"), {
      AGREED_DISCOUNT_CAP_PERCENT: "5",
    });
    expect(lowered.searchParams.get("error")).toBe(agreedPriceTexts.overCap(5, 950));
  });

  test("a discount code applies to the agreed prices, on top of the cap; total = subtotal − discounts + shipping", async () => {
    const { code } = await insertDiscountCode(database.db, { value: 10 });
    const fields = { agreedDiscount: "1000", agreedReason: "Loyal", discountCode: code };
    const placed = await placeDraft(instagramSale(fields, "9000"));
    const [row] = await database.db
      .select()
      .from(order)
      .where(eq(order.id, placed.searchParams.get("search")!));
    expect(row).toMatchObject({
      subtotal: 18_000,
      discount: 1800,
      agreedDiscount: 1000,
      shipping: 200,
      tax: vatIncluded(15_200),
      total: 15_400,
      discountCode: code,
    });
  });
});
