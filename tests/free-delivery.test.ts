import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CheckoutInput } from "#contracts/checkout.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { discountCode } from "#server/db/discount-schema.ts";
import { order } from "#server/db/order-schema.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { guestCheckoutInput } from "./support/checkout-input";
import { insertDiscountCode } from "./support/discount-factories";
import { insertDefaultCategories, insertProducts } from "./support/factories";
import { placeOrderOptions } from "./support/order-factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 065: delivery is free from an amount per area, measured after a code's discount.

let database: DatabaseHandle;

/** The shop's fees: KSh 300 in Nairobi, free there from KSh 10,000; KSh 600 elsewhere, never free. */
const options = {
  ...placeOrderOptions,
  shippingFees: { nairobi: 300, elsewhere: 600 },
  freeDeliveryFrom: { nairobi: 10_000 },
};

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
  await insertProducts(database.db, [{ id: "rose", name: "Rose Dawn", price: 5000 }]);
}, 60_000);
afterAll(() => database.close());

/** A guest's website order of `quantity` Rose Dawn (KSh 5,000 each) to `area`, with `code`. */
const checkout = (quantity: number, area: "nairobi" | "elsewhere", code?: string) =>
  guestCheckoutInput({ rose: quantity }, code, area);

/** Places the checkout and reads back the order's delivery fee, total and code. */
async function moneyOf(input: CheckoutInput) {
  const { orderId } = await placeOrder(database.db, input, options);
  const [row] = await database.db
    .select({ shipping: order.shipping, total: order.total, code: order.discountCode })
    .from(order)
    .where(eq(order.id, orderId));
  return row!;
}

describe(`free delivery over an amount on ${testDatabaseKind}`, () => {
  test("items worth the area's amount are delivered free; below it, or in an area without one, the fee is charged", async () => {
    expect(await moneyOf(checkout(2, "nairobi"))).toEqual({
      shipping: 0,
      total: 10_000,
      code: null,
    });
    expect(await moneyOf(checkout(1, "nairobi"))).toEqual({
      shipping: 300,
      total: 5300,
      code: null,
    });
    expect(await moneyOf(checkout(3, "elsewhere"))).toEqual({
      shipping: 600,
      total: 15_600,
      code: null,
    });
  });

  test("the amount is what the items come to after a code's discount", async () => {
    const { code } = await insertDiscountCode(database.db, { value: 10 });
    // KSh 10,000 less 10% is KSh 9,000: short of the amount, so the fee is charged.
    expect(await moneyOf(checkout(2, "nairobi", code))).toEqual({
      shipping: 300,
      total: 9300,
      code,
    });
  });

  test("a free-delivery code on an order delivered free by its amount is left off and counts no use", async () => {
    const { id, code } = await insertDiscountCode(database.db, { kind: "free_delivery", value: 0 });
    expect(await moneyOf(checkout(2, "nairobi", code))).toEqual({
      shipping: 0,
      total: 10_000,
      code: null,
    });
    expect(await moneyOf(checkout(1, "nairobi", code))).toEqual({ shipping: 0, total: 5000, code });
    const [kept] = await database.db
      .select({ uses: discountCode.uses })
      .from(discountCode)
      .where(eq(discountCode.id, id));
    expect(kept!.uses).toBe(1);
  });
});
