import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CheckoutInput } from "#contracts/checkout.ts";
import { discountTexts } from "#contracts/discount-texts.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { brand } from "#server/db/perfume-schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { guestCheckoutInput } from "./support/checkout-input";
import { insertDiscountCode } from "./support/discount-factories";
import { insertDefaultCategories, insertProducts } from "./support/factories";
import { placeOrderOptions } from "./support/order-factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
  await database.db.insert(brand).values({ id: "b-amouage", name: "Amouage", slug: "amouage" });
  await insertProducts(database.db, [
    { id: "rose", name: "Rose Dawn", price: 4500, category: "Loris Perfumes" },
    {
      id: "oud",
      name: "Oud Royale",
      price: 12000,
      category: "Niche Perfumes",
      brandId: "b-amouage",
    },
    { id: "candle", name: "Fig Diffuser", price: 1800, category: "Diffusers" },
    {
      id: "sale",
      name: "Sale Musk",
      price: 3000,
      category: "Loris Perfumes",
      sizes: [{ label: "50ml", price: 3000, compareAtPrice: 4000 }],
    },
  ]);
}, 60_000);
afterAll(() => database.close());

const checkout = guestCheckoutInput;

/** Places the checkout and reads back the order's money (whole KSh) and code. */
async function moneyOf(input: CheckoutInput) {
  const { orderId } = await placeOrder(database.db, input, placeOrderOptions);
  const [row] = await database.db
    .select({
      subtotal: order.subtotal,
      discount: order.discount,
      shipping: order.shipping,
      tax: order.tax,
      total: order.total,
      code: order.discountCode,
    })
    .from(order)
    .where(eq(order.id, orderId));
  return row!;
}

/** The refusal's text when placing the checkout is refused. */
async function refusalOf(input: CheckoutInput): Promise<string> {
  const refused = await placeOrder(database.db, input, placeOrderOptions).catch((e: unknown) => e);
  if (!(refused instanceof Refusal)) throw new Error(`expected a refusal, got ${String(refused)}`);
  return refused.message;
}

describe(`discount codes price orders on ${testDatabaseKind}`, () => {
  test("10% off: the discount is a line, VAT is of what is charged, total = subtotal − discount + delivery", async () => {
    const { code } = await insertDiscountCode(database.db, { value: 10 });
    expect(await moneyOf(checkout({ rose: 2 }, code.toLowerCase(), "elsewhere"))).toEqual({
      subtotal: 9000,
      discount: 900,
      shipping: 300,
      tax: Math.round((8100 * 16) / 116),
      total: 8400,
      code,
    });
  });

  test("a fixed amount never takes more than the items", async () => {
    const { code } = await insertDiscountCode(database.db, { kind: "fixed", value: 5000 });
    const money = await moneyOf(checkout({ candle: 1 }, code, "elsewhere"));
    expect(money).toMatchObject({
      subtotal: 1800,
      discount: 1800,
      shipping: 300,
      tax: 0,
      total: 300,
    });
  });

  test("free delivery sets delivery to 0; on an order delivered free anyway it gives nothing and is left off", async () => {
    const { code } = await insertDiscountCode(database.db, { kind: "free_delivery", value: 0 });
    expect(await moneyOf(checkout({ rose: 1 }, code, "elsewhere"))).toMatchObject({
      discount: 0,
      shipping: 0,
      total: 4500,
      code,
    });
    expect(await moneyOf(checkout({ rose: 1 }, code, "nairobi"))).toMatchObject({
      shipping: 0,
      total: 4500,
      code: null,
    });
  });

  test("a minimum items subtotal is named when not reached", async () => {
    const { code } = await insertDiscountCode(database.db, { minSubtotal: 10000 });
    expect(await refusalOf(checkout({ rose: 2 }, code))).toBe(discountTexts.minimum(10000));
    expect(await moneyOf(checkout({ rose: 3 }, code))).toMatchObject({ discount: 1350 });
  });

  test("a code for some categories, products or brands takes off only their items", async () => {
    const diffusers = await insertDiscountCode(database.db, {
      appliesTo: "categories",
      targets: ["Diffusers"],
    });
    expect(await moneyOf(checkout({ rose: 1, candle: 2 }, diffusers.code))).toMatchObject({
      subtotal: 8100,
      discount: 360,
    });
    const rose = await insertDiscountCode(database.db, {
      appliesTo: "products",
      targets: ["rose"],
    });
    expect(await moneyOf(checkout({ rose: 1, candle: 1 }, rose.code))).toMatchObject({
      discount: 450,
    });
    const amouage = await insertDiscountCode(database.db, {
      kind: "fixed",
      value: 2000,
      appliesTo: "brands",
      targets: ["b-amouage"],
    });
    expect(await moneyOf(checkout({ oud: 1, rose: 1 }, amouage.code))).toMatchObject({
      discount: 2000,
    });
    expect(await refusalOf(checkout({ rose: 1 }, amouage.code))).toBe(discountTexts.notApplicable);
  });

  test("a code that skips sale items leaves a size with a compare-at price at its price", async () => {
    const { code } = await insertDiscountCode(database.db, { skipsSaleItems: true });
    expect(await moneyOf(checkout({ sale: 1, rose: 1 }, code))).toMatchObject({ discount: 450 });
    expect(await refusalOf(checkout({ sale: 2 }, code))).toBe(discountTexts.saleItems);
  });

  test("unknown, expired, not-yet-started and ended codes are named", async () => {
    expect(await refusalOf(checkout({ rose: 1 }, "nosuch1"))).toBe(
      discountTexts.unknown("NOSUCH1"),
    );
    const day = 86_400_000;
    const old = await insertDiscountCode(database.db, {
      startsAt: new Date(Date.now() - 10 * day),
      endsAt: new Date(Date.now() - day),
    });
    expect(await refusalOf(checkout({ rose: 1 }, old.code))).toBe(discountTexts.expired);
    const startsAt = new Date("2030-02-14T00:00:00+03:00");
    const later = await insertDiscountCode(database.db, {
      startsAt,
      endsAt: new Date("2030-03-01T00:00:00+03:00"),
    });
    expect(await refusalOf(checkout({ rose: 1 }, later.code))).toBe(
      "This code starts on 14 Feb 2030.",
    );
  });

  test("once per customer: the same phone or e-mail cannot use it twice", async () => {
    const { code } = await insertDiscountCode(database.db, { isOncePerCustomer: true });
    const first = checkout({ rose: 1 }, code);
    await moneyOf(first);
    expect(await refusalOf({ ...checkout({ rose: 1 }, code), phone: first.phone })).toBe(
      discountTexts.usedByCustomer,
    );
    expect(
      await refusalOf({
        ...checkout({ rose: 1 }, code),
        phone: "+254799000111",
        email: first.email,
      }),
    ).toBe(discountTexts.usedByCustomer);
    const other = { ...checkout({ rose: 1 }, code), phone: "+254799000222" };
    expect(await moneyOf(other)).toMatchObject({ code });
  });
});
