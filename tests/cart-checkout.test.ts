import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as loginAction } from "#app/routes/login.tsx";
import { loader as orderSuccessLoader } from "#app/routes/order-success.tsx";
import { order } from "#server/db/order-schema.ts";
import { productSize } from "#server/db/schema.ts";
import { checkoutTexts } from "#contracts/checkout.ts";
import { makeBrowser } from "./support/accounts";
import { cartTestKit } from "./support/cart";
import { sizeIdOf } from "./support/factories";
import { orderIdIn, websiteOrder } from "./support/checkout-forms";
import { routeArgs } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";
import type { DatabaseHandle } from "#server/db/client.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const { newProduct, postCart, checkoutPageOf, postCheckout, postAccount, registerFrom } =
  cartTestKit(() => database);

describe(`checking out the server cart on ${testDatabaseKind}`, () => {
  test("the order takes the ordered lines out of the cart; a second send of the form places nothing more", async () => {
    const rose = await newProduct({ price: 4500 });
    const cedar = await newProduct({ price: 2600, stockLevel: 40 });
    const shopper = makeBrowser();
    await postCart(shopper, { intent: "add", productId: rose, quantity: "2" });
    await postCart(shopper, { intent: "add", productId: cedar });
    const form = websiteOrder();

    const placed = await postCheckout(shopper, form);
    expect(placed.status).toBe(303);
    const location = placed.headers.get("Location");
    expect(location).toMatch(/^\/order-success\?orderId=LOR-\d{16}$/);
    expect(await checkoutPageOf(shopper)).toEqual({ lines: [], count: 0 });
    const orderId = orderIdIn(location);
    const [saved] = await database.db.select().from(order).where(eq(order.id, orderId));
    expect(saved).toMatchObject({ total: 2 * 4500 + 2600, fullName: "Wanjiru Kamau" });

    const again = await postCheckout(shopper, form);
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(location);
    const orders = await database.db
      .select({ orders: count() })
      .from(order)
      .where(eq(order.idempotencyKey, form.idempotencyKey));
    expect(orders).toEqual([{ orders: 1 }]);
    const [stock] = await database.db
      .select({ stockLevel: productSize.stockLevel })
      .from(productSize)
      .where(eq(productSize.id, sizeIdOf(cedar)));
    expect(stock).toEqual({ stockLevel: 39 });

    // A new key with the cart empty is refused; a key no checkout could send is refused
    // before any lookup (the fuzz found a NUL key reaching the replay query).
    expect(await postCheckout(shopper, websiteOrder())).toMatchObject({
      status: 400,
      body: { error: "Your cart is empty" },
    });
    for (const key of ["\u0000".repeat(40), "short"]) {
      expect(await postCheckout(shopper, { ...websiteOrder(), idempotencyKey: key })).toMatchObject(
        { status: 400, body: { error: checkoutTexts.staleForm } },
      );
    }
  });

  test("a second send after the first answer was lost still shows the guest their order", async () => {
    const rose = await newProduct();
    const shopper = makeBrowser();
    await postCart(shopper, { intent: "add", productId: rose });
    const form = websiteOrder();
    const lost = await postCheckout(shopper, form, { keep: false });
    expect(lost.status).toBe(303);
    const again = await postCheckout(shopper, form);
    expect(again.headers.get("Location")).toBe(lost.headers.get("Location"));
    const orderId = orderIdIn(again.headers.get("Location"));
    const request = shopper.request(`/order-success?orderId=${orderId}`);
    const success = await orderSuccessLoader(routeArgs(database, request, "/order-success"));
    expect(success.order.id).toBe(orderId);
  });

  test("a customer's order empties the account's cart on every device", async () => {
    const rose = await newProduct();
    const phone = makeBrowser();
    const { registration, userId } = await registerFrom(phone);
    await postCart(phone, { intent: "add", productId: rose, quantity: "2" });
    const laptop = makeBrowser();
    await postAccount(laptop, loginAction, "/login", {
      email: registration.email,
      password: registration.password,
    });
    const placed = await postCheckout(laptop, websiteOrder());
    expect(placed.status).toBe(303);
    const [saved] = await database.db
      .select({ userId: order.userId })
      .from(order)
      .where(eq(order.id, orderIdIn(placed.headers.get("Location"))));
    expect(saved).toEqual({ userId });
    expect(await checkoutPageOf(phone)).toEqual({ lines: [], count: 0 });
  });
});
