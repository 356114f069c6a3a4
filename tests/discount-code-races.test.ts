import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseCheckout, type CheckoutInput } from "#contracts/checkout.ts";
import { discountTexts } from "#contracts/discount-texts.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { getDashboardFigures } from "#server/dashboard/dashboard-queries.ts";
import { discountCode } from "#server/db/discount-schema.ts";
import { order } from "#server/db/order-schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { insertDiscountCode } from "./support/discount-factories";
import { insertProducts } from "./support/factories";
import { placeOrderOptions } from "./support/order-factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// docs/decisions/064-discount-codes.md: a code's uses are exact when buyers race for it.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [{ id: "amber", name: "Amber Veil", price: 5000 }]);
}, 60_000);
afterAll(() => database.close());

/** Buyer `n`'s checkout of one Amber Veil with `code`, under its own idempotency key. */
function checkout(code: string, n: number, key = `key_${randomBytes(12).toString("hex")}`) {
  const parsed = parseCheckout({
    idempotencyKey: key,
    orderMethod: "website",
    items: [{ id: "amber", quantity: 1 }],
    fullName: `Buyer ${n}`,
    email: `buyer${n}@example.co.ke`,
    phone: `07${String(10_000_000 + n).slice(-8)}`,
    deliveryArea: "nairobi",
    address: "Moi Avenue 4",
    discountCode: code,
  });
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.input;
}

const place = (input: CheckoutInput) => placeOrder(database.db, input, placeOrderOptions);

/** The code's kept figures: uses, discount given and sales, whole KSh. */
async function figuresOf(codeId: number) {
  const [row] = await database.db
    .select({
      uses: discountCode.uses,
      given: discountCode.discountGiven,
      sales: discountCode.sales,
    })
    .from(discountCode)
    .where(eq(discountCode.id, codeId));
  return row!;
}

const ordersWith = (codeId: number) =>
  database.db.select({ id: order.id }).from(order).where(eq(order.discountCodeId, codeId));

describe(`a capped code under load on ${testDatabaseKind}`, () => {
  test("capped at 5 and raced by 50 buyers: exactly 5 orders carry it, 45 are told it is used up", async () => {
    const { id, code } = await insertDiscountCode(database.db, { maxUses: 5, value: 10 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) => place(checkout(code, n))),
    );
    const placed = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [outcome.reason] : [],
    );
    expect(placed).toHaveLength(5);
    expect(refusals).toHaveLength(45);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(Refusal);
      expect((refusal as Refusal).message).toBe(discountTexts.usedUp);
    }
    expect(await ordersWith(id)).toHaveLength(5);
    expect(await figuresOf(id)).toEqual({ uses: 5, given: 5 * 500, sales: 5 * 4500 });
  }, 120_000);

  test("20 replays of one order with the same key count one use", async () => {
    const { id, code } = await insertDiscountCode(database.db, { maxUses: 3 });
    const input = checkout(code, 900);
    const results = await Promise.all(Array.from({ length: 20 }, () => place(input)));
    expect(new Set(results.map((result) => result.orderId)).size).toBe(1);
    expect(results.filter((result) => !result.isReplay)).toHaveLength(1);
    expect(await ordersWith(id)).toHaveLength(1);
    expect((await figuresOf(id)).uses).toBe(1);
  }, 120_000);
});

describe(`cancelling gives a code's use back on ${testDatabaseKind}`, () => {
  test("a cancelled order frees its use for another buyer; re-opening it takes the use again", async () => {
    const { id, code } = await insertDiscountCode(database.db, { maxUses: 1, value: 10 });
    const dashboardBefore = (await getDashboardFigures(database.db)).discountCodes;
    const first = await place(checkout(code, 501));
    await expect(place(checkout(code, 502))).rejects.toThrow(discountTexts.usedUp);

    // The dashboard reads the codes' kept figures.
    expect((await getDashboardFigures(database.db)).discountCodes).toEqual({
      uses: dashboardBefore.uses + 1,
      given: dashboardBefore.given + 500,
    });
    await setOrderStatus(database.db, [first.orderId], "cancelled");
    expect(await figuresOf(id)).toEqual({ uses: 0, given: 0, sales: 0 });
    expect((await getDashboardFigures(database.db)).discountCodes).toEqual(dashboardBefore);

    await place(checkout(code, 503));
    expect(await figuresOf(id)).toEqual({ uses: 1, given: 500, sales: 4500 });

    // Decision 064: re-opening keeps the price agreed, even past the cap; new orders stay refused.
    await setOrderStatus(database.db, [first.orderId], "confirmed");
    expect(await figuresOf(id)).toEqual({ uses: 2, given: 1000, sales: 9000 });
    await expect(place(checkout(code, 504))).rejects.toThrow(discountTexts.usedUp);
  });
});
