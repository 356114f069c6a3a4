import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as discountsAction } from "#app/routes/admin/marketing/discounts.tsx";
import { action as newOrderAction } from "#app/routes/admin/orders/new.tsx";
import { loader as checkoutLoader } from "#app/routes/checkout.tsx";
import { discountAdminTexts } from "#contracts/admin-discount.ts";
import { discountTexts, wrongCodeLimits } from "#contracts/discount-texts.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { discountCode } from "#server/db/discount-schema.ts";
import { order } from "#server/db/order-schema.ts";
import { listDiscountCodes } from "#server/discounts/discount-code-queries.ts";
import { makeBrowser } from "./support/accounts";
import { answerOf } from "./support/action-answer";
import { orderIdIn, websiteOrder } from "./support/checkout-forms";
import { insertDiscountCode } from "./support/discount-factories";
import { insertProducts } from "./support/factories";
import { adminRouteContext } from "./support/route-context";
import { postCart, postCheckout, routeArgs, type Browser } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [{ id: "jasmine", name: "Jasmine Noir", price: 6000 }]);
}, 60_000);
afterAll(() => database.close());

/** A guest with one Jasmine Noir in their cart. */
async function shopperWithCart(ip?: string): Promise<Browser> {
  const browser = makeBrowser(ip);
  await postCart(database, browser, { intent: "add", productId: "jasmine", quantity: "1" });
  return browser;
}

/** The checkout's code form posted as `browser`: 'apply-code' with `code`, or 'remove-code'. */
const postCode = (browser: Browser, code: string, intent = "apply-code") =>
  postCheckout(database, browser, { intent, discountCode: code });

/** What the checkout page shows `browser` of its cart's code. */
async function checkoutDiscount(browser: Browser) {
  const request = browser.request("/checkout");
  const page = await checkoutLoader(routeArgs(database, request, "/checkout"));
  return page.discount;
}

describe(`the checkout's discount code on ${testDatabaseKind}`, () => {
  test("a code applied at checkout is kept on the cart, priced by the server and placed with the order", async () => {
    const { code } = await insertDiscountCode(database.db, { kind: "fixed", value: 750 });
    const browser = await shopperWithCart();
    const applied = await postCode(browser, ` ${code.toLowerCase()} `);
    expect(applied).toMatchObject({ status: 200, body: { codeAnswer: { code } } });
    expect(await checkoutDiscount(browser)).toEqual({ code, discount: 750, isFreeDelivery: false });

    const placed = await postCheckout(database, browser, websiteOrder());
    expect(placed.status).toBe(303);
    const [row] = await database.db
      .select({ total: order.total, discount: order.discount, code: order.discountCode })
      .from(order)
      .where(eq(order.id, orderIdIn(placed.headers.get("Location"))));
    expect(row).toEqual({ total: 5250, discount: 750, code });
    // The code left the cart with the ordered lines.
    expect(await checkoutDiscount(browser)).toBeUndefined();
  });

  test("a code that stops applying shows why, and Remove takes it off", async () => {
    const { code } = await insertDiscountCode(database.db, { minSubtotal: 10000 });
    const browser = await shopperWithCart();
    await postCart(database, browser, { intent: "add", productId: "jasmine", quantity: "1" });
    expect((await postCode(browser, code)).status).toBe(200);
    await postCart(database, browser, { intent: "set", sizeId: "jasmine-s0", quantity: "1" });
    expect(await checkoutDiscount(browser)).toEqual({
      code,
      refusal: discountTexts.minimum(10000),
    });
    expect((await postCode(browser, "", "remove-code")).status).toBe(200);
    expect(await checkoutDiscount(browser)).toBeUndefined();
  });

  test(`after ${wrongCodeLimits.perCart} wrong codes in an hour a cart is refused every code, with the limit named`, async () => {
    const { code } = await insertDiscountCode(database.db);
    const browser = await shopperWithCart();
    for (let n = 0; n < wrongCodeLimits.perCart; n += 1) {
      const wrong = await postCode(browser, `GUESS${n}`);
      expect(wrong).toMatchObject({
        status: 404,
        body: { codeAnswer: { error: discountTexts.unknown(`GUESS${n}`) } },
      });
    }
    const refused = await postCode(browser, code);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      codeAnswer: expect.objectContaining({ error: discountTexts.tooManyWrong(60) }),
    });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
    expect(await checkoutDiscount(browser)).toBeUndefined();
    // Another shopper's cart from another address is not held up.
    expect((await postCode(await shopperWithCart(), code)).status).toBe(200);
  });

  test(`one client address is refused after ${wrongCodeLimits.perAddress} wrong codes across carts`, async () => {
    const ip = "10.200.7.9";
    // Three carts from one address, each under its own limit of ten.
    for (let cart = 0; cart < wrongCodeLimits.perAddress / 10; cart += 1) {
      const browser = await shopperWithCart(ip);
      for (let n = 0; n < 10; n += 1) await postCode(browser, `NOPE${cart}X${n}`);
    }
    const fresh = await shopperWithCart(ip);
    expect((await postCode(fresh, "NOPE999")).status).toBe(429);
  });
});

/** Posts the new-code form to the Discounts page as staff. */
async function postNewCode(fields: Record<string, string>) {
  const request = new Request("https://loris.example/admin/marketing/discounts", {
    method: "POST",
    body: new URLSearchParams({
      intent: "create",
      kind: "percent",
      value: "10",
      startsAt: "2027-02-01T00:00",
      endsAt: "2027-02-15T00:00",
      appliesTo: "all",
      ...fields,
    }),
  });
  const args = routeArgs(database, request, "/admin/marketing/discounts");
  return answerOf(await discountsAction({ ...args, context: adminRouteContext(database) }));
}

/** Posts a code's End now button as staff. */
async function postEnd(codeId: string) {
  const request = new Request("https://loris.example/admin/marketing/discounts", {
    method: "POST",
    body: new URLSearchParams({ intent: "end", codeId }),
  });
  const args = routeArgs(database, request, "/admin/marketing/discounts");
  return answerOf(await discountsAction({ ...args, context: adminRouteContext(database) }));
}

const codesNamed = async (code: string) =>
  (
    await database.db.select({ n: count() }).from(discountCode).where(eq(discountCode.code, code))
  )[0]!.n;

describe(`Admin → Marketing → Discounts refuses bad codes on ${testDatabaseKind}`, () => {
  test.each([
    ["a negative percentage", { code: "NEG10", value: "-10" }, "value", discountAdminTexts.percent],
    ["over 100%", { code: "OVER100", value: "150" }, "value", discountAdminTexts.percent],
    [
      "a fixed amount over the limit",
      { code: "HUGE", kind: "fixed", value: "250000" },
      "value",
      discountAdminTexts.fixed,
    ],
    [
      "an end before its start",
      { code: "BACKWARD", endsAt: "2027-01-01T00:00" },
      "endsAt",
      discountAdminTexts.endBeforeStart,
    ],
    ["a code with spaces", { code: "VAL 10" }, "code", discountAdminTexts.code],
    [
      "some categories, none chosen",
      { code: "NOCATS", appliesTo: "categories" },
      "categories",
      discountAdminTexts.targets.categories,
    ],
  ])("%s is refused naming why, and nothing is written", async (_, fields, field, message) => {
    const answer = await postNewCode(fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ refusedFields: { [field]: message } });
    expect(await codesNamed(fields.code.toUpperCase())).toBe(0);
  });

  test("a valid code is created once; the same code again is refused as existing", async () => {
    const created = await postNewCode({ code: "val10", maxUses: "50", isOncePerCustomer: "on" });
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe(
      "/admin/marketing/discounts?done=created&code=VAL10",
    );
    const [row] = await database.db
      .select({ startsAt: discountCode.startsAt, maxUses: discountCode.maxUses })
      .from(discountCode)
      .where(eq(discountCode.code, "VAL10"));
    expect(row).toEqual({ startsAt: new Date("2027-02-01T00:00:00+03:00"), maxUses: 50 });
    const again = await postNewCode({ code: "Val10" });
    expect(again).toMatchObject({
      status: 409,
      body: { refusedFields: { code: discountAdminTexts.codeTaken("VAL10") } },
    });
  });

  test("the list shows what a code applies to and its uses; End now refuses it from then on", async () => {
    const created = await postNewCode({
      code: "JASMINE5",
      kind: "fixed",
      value: "500",
      startsAt: "2026-01-01T00:00",
      endsAt: "2030-01-01T00:00",
      appliesTo: "products",
      products: "jasmine",
    });
    expect(created.status).toBe(303);
    const browser = await shopperWithCart();
    expect((await postCode(browser, "jasmine5")).status).toBe(200);
    expect((await postCheckout(database, browser, websiteOrder())).status).toBe(303);
    const listed = (await listDiscountCodes(database.db)).find((row) => row.code === "JASMINE5");
    expect(listed).toMatchObject({
      targetNames: ["Jasmine Noir"],
      uses: 1,
      discountGiven: 500,
      sales: 5500,
    });

    const ended = await postEnd(String(listed!.id));
    expect(ended.headers.get("Location")).toBe(
      "/admin/marketing/discounts?done=ended&code=JASMINE5",
    );
    const later = await shopperWithCart();
    expect(await postCode(later, "JASMINE5")).toMatchObject({
      status: 409,
      body: { codeAnswer: { error: discountTexts.ended } },
    });
    expect((await postEnd("999999")).status).toBe(404);
  });
});

/** POST /admin/orders/new as staff place a phone sale of one Jasmine Noir with `code`. */
async function placeStaffSale(code: string) {
  const request = new Request("https://loris.example/admin/orders/new", {
    method: "POST",
    body: new URLSearchParams([
      ["idempotencyKey", `staff_${crypto.randomUUID().replaceAll("-", "")}`],
      ["channel", "phone_call"],
      ["phone", "0733 444 556"],
      ["fullName", "Achieng Odhiambo"],
      ["deliveryArea", "nairobi"],
      ["address", "Kilimani, blue gate"],
      ["discountCode", code],
      ["line", "jasmine~jasmine-s0"],
      ["quantity", "1"],
    ]),
  });
  const args = routeArgs(database, request, "/admin/orders/new");
  const answer = (await newOrderAction({
    ...args,
    context: adminRouteContext(database),
  })) as Response;
  return new URL(answer.headers.get("location")!, request.url);
}

describe(`staff's New order takes a discount code on ${testDatabaseKind}`, () => {
  test("a code given in the chat prices the staff order; a wrong one goes back to the draft naming it", async () => {
    const { code } = await insertDiscountCode(database.db, { value: 20 });
    const placed = await placeStaffSale(code.toLowerCase());
    const orderId = placed.searchParams.get("search")!;
    const [row] = await database.db
      .select({ total: order.total, discount: order.discount, code: order.discountCode })
      .from(order)
      .where(eq(order.id, orderId));
    expect(row).toEqual({ total: 4800, discount: 1200, code });

    const refused = await placeStaffSale("NOSUCH9");
    expect(refused.pathname).toBe("/admin/orders/new");
    expect(refused.searchParams.get("discountCode")).toBe("NOSUCH9");
    expect([...refused.searchParams.values()]).toContain(discountTexts.unknown("NOSUCH9"));
  });
});
