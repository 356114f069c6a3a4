import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action } from "#app/routes/checkout.tsx";
import { checkoutTexts, parseCheckout, type CheckoutInput } from "#contracts/checkout.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { productSize } from "#server/db/schema.ts";
import { cartTexts } from "#server/cart/cart-texts.ts";
import { Refusal } from "#server/http/refusal.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { readOrderView } from "#server/orders/order-queries.ts";
import { makeBrowser } from "./support/accounts";
import { orderIdIn, websiteOrder, type CheckoutForm } from "./support/checkout-forms";
import { insertProducts } from "./support/factories";
import { placeOrderOptions } from "./support/order-factories";
import { stockOf } from "./support/stock-columns";
import { checkOutFrom, postCart, postCheckout, routeArgs, type CartItem } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

const key = () => `key_${randomBytes(12).toString("hex")}`;

function checkout(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  const parsed = parseCheckout({
    idempotencyKey: key(),
    orderMethod: "website",
    items: [{ id: "rose", quantity: 2 }],
    fullName: "Wanjiru Kamau",
    email: "wanjiru@example.co.ke",
    phone: "0712345678",
    deliveryArea: "nairobi",
    address: "Ngong Road 12",
  });
  if ("error" in parsed) throw new Error(parsed.error);
  return { ...parsed.input, ...overrides };
}

/** The shop's settings for the checkouts below: delivery elsewhere costs KSh 300. */
const shopSettings = { SHIPPING_FEE_ELSEWHERE: "300" };

/** A new guest checks out `items` with `form` through /cart and /checkout. */
const checkOut = (items: CartItem[], form: CheckoutForm = websiteOrder()) =>
  checkOutFrom(database, makeBrowser(), items, form, shopSettings);

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    { id: "rose", name: "Rose Dawn", price: 4500, stockLevel: null },
    { id: "cedar", name: "Cedar Night", price: 2600, stockLevel: 40 },
    { id: "last", name: "Last Drop", price: 9000, stockLevel: 1 },
    { id: "gone", name: "Gone Amber", price: 3000, stockLevel: 5 },
    { id: "few", name: "Few Petals", price: 3000, stockLevel: 3 },
  ]);
});
afterAll(() => database.close());

describe(`placing orders on ${testDatabaseKind}`, () => {
  test("prices and totals come from the database; the VAT is the 16% included", async () => {
    // Prices or totals sent with the form are not the checkout's fields: the catalogue prices.
    const form = {
      ...websiteOrder(),
      deliveryArea: "elsewhere",
      city: "Nakuru",
      price: "1",
      subtotal: "2",
      total: "2",
    };
    const answer = await checkOut(
      [
        { id: "rose", quantity: 2 },
        { id: "cedar", quantity: 1 },
      ],
      form,
    );
    expect(answer.status).toBe(303);
    const orderId = orderIdIn(answer.headers.get("Location"));
    expect(orderId).toMatch(/^LOR-\d{16}$/);
    const [saved] = await database.db.select().from(order).where(eq(order.id, orderId));
    expect(saved).toMatchObject({
      subtotal: 11_600,
      shipping: 300,
      tax: 1_600,
      total: 11_900,
      status: "pending",
    });
    expect(saved).toMatchObject({ phone: "+254712345678", orderMethod: "website", userId: null });
    const items = await database.db.select().from(orderItem).where(eq(orderItem.orderId, orderId));
    expect(items.map((item) => [item.productId, item.price, item.quantity]).sort()).toEqual([
      ["cedar", 2600, 1],
      ["rose", 4500, 2],
    ]);
    // The browser's orders, and a new cart mark: its emptied cart shows on its next page.
    const [orders, cartMark] = answer.headers.getSetCookie();
    expect(orders).toMatch(
      /^loris_orders=.+; Max-Age=7776000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cartMark).toMatch(/^loris_cart_mark=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  test("a website order needs somewhere to deliver: an address, and a town outside Nairobi", async () => {
    const { address: _address, ...withoutAddress } = websiteOrder();
    const refused = await checkOut([{ id: "rose", quantity: 1 }], withoutAddress);
    expect(refused).toMatchObject({ status: 400, body: { error: checkoutTexts.requiredFields } });
    const noTown = await checkOut([{ id: "rose", quantity: 1 }], {
      ...websiteOrder(),
      deliveryArea: "elsewhere",
    });
    expect(noTown).toMatchObject({ status: 400, body: { error: checkoutTexts.requiredFields } });
    const landmark =
      "Kahawa Sukari, Baringo Road: after the Total petrol station turn left at the blue " +
      "kiosk selling mitumba shoes, go past the church with the green roof and the posho " +
      "mill, then ask for Mama Wanjiku's gate, third on the right after the speed bump. " +
      "The gate is black with a small yellow sign reading 'Beware of dog'. Please call when " +
      "you reach the kiosk; the road after the church floods when it rains, so the rider " +
      "may prefer the path along the school fence instead of the main murram road.";
    expect(landmark.length).toBeGreaterThan(420);
    const placed = await checkOut([{ id: "rose", quantity: 1 }], {
      ...websiteOrder(),
      address: landmark,
    });
    expect(placed.status).toBe(303);
    const [saved] = await database.db
      .select({ address: order.address })
      .from(order)
      .where(eq(order.id, orderIdIn(placed.headers.get("Location"))));
    expect(saved?.address).toBe(landmark);
  });

  test("too long a field is refused with a 400 naming it, and nothing is saved", async () => {
    const before = await database.db.select({ n: count() }).from(order);
    const tooLong = await checkOut([{ id: "rose", quantity: 1 }], {
      ...websiteOrder(),
      address: "x".repeat(501),
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { error: "Address is too long (at most 500 characters)" },
    });
    const longName = await checkOut([{ id: "rose", quantity: 1 }], {
      ...websiteOrder(),
      fullName: "W".repeat(121),
    });
    expect(longName).toMatchObject({
      status: 400,
      body: { error: "Full name is too long (at most 120 characters)" },
    });
    expect(await database.db.select({ n: count() }).from(order)).toEqual(before);
  });

  test("quantities other than whole numbers from 1 to 99 are refused with a 400", async () => {
    const shopper = makeBrowser();
    for (const quantity of ["0", "-1", "1.5", "100", "one"]) {
      const refused = await postCart(database, shopper, {
        intent: "add",
        productId: "rose",
        quantity,
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { ok: false, error: cartTexts.badQuantity },
      });
    }
    const unnamed = await checkOut([{ id: "rose", quantity: 1 }], {
      ...websiteOrder(),
      fullName: "",
    });
    expect(unnamed).toMatchObject({ status: 400, body: { error: checkoutTexts.requiredFields } });
    const notAForm = new Request("https://loris.example/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    const thrown: unknown = await action(routeArgs(database, notAForm, "/checkout")).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 415 } });
  });

  test("unknown and out-of-stock products are refused with a message naming them", async () => {
    // The cart takes no product the shop does not have; the checkout re-checks what it holds.
    expect(
      await postCart(database, makeBrowser(), { intent: "add", productId: "nope", quantity: "1" }),
    ).toMatchObject({ status: 404, body: { error: cartTexts.unknownProduct } });
    const lateShopper = makeBrowser();
    await postCart(database, lateShopper, { intent: "add", productId: "gone" });
    await database.db
      .update(productSize)
      .set({ inStock: false, stockLevel: 0 })
      .where(eq(productSize.productId, "gone"));
    const gone = await postCheckout(database, lateShopper, websiteOrder());
    expect(gone).toMatchObject({
      status: 409,
      body: { error: "Sorry, not enough stock for: Gone Amber — 50ml." },
    });
    const tooMany = await checkOut([{ id: "few", quantity: 4 }]);
    expect(tooMany).toMatchObject({
      status: 409,
      body: { error: "Sorry, not enough stock for: Few Petals — 50ml (only 3 left)." },
    });
  });

  test("50 shoppers buying the last unit at once: exactly one order, stock ends at 0", async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        placeOrder(
          database.db,
          checkout({ items: [{ id: "last", quantity: 1 }] }),
          placeOrderOptions,
        ),
      ),
    );
    const placed = attempts.filter((attempt) => attempt.status === "fulfilled");
    const refused = attempts.filter((attempt) => attempt.status === "rejected");
    expect(placed).toHaveLength(1);
    expect(refused.every((attempt) => attempt.reason instanceof Refusal)).toBe(true);
    expect(await stockOf(database.db, "last")).toEqual({
      last: { stockLevel: 0, inStock: false },
    });
  });

  test("20 replays of one idempotency key at once: one order and one e-mail", async () => {
    const input = checkout({ items: [{ id: "cedar", quantity: 1 }] });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(database.db, input, placeOrderOptions)),
    );
    expect(new Set(results.map((result) => result.orderId)).size).toBe(1);
    expect(results.filter((result) => !result.isReplay)).toHaveLength(1);
    // Every answer, the replays too, names the placed order and how it was placed.
    expect(results.map((result) => result.orderMethod)).toEqual(results.map(() => "website"));
    const placed = await readOrderView(database.db, results[0]!.orderId);
    expect(placed?.view).toMatchObject({ total: 2600, orderMethod: "website", status: "pending" });
    expect(placed?.view.items).toEqual([
      expect.objectContaining({ name: "Cedar Night", quantity: 1 }),
    ]);
    const [orders] = await database.db
      .select({ n: count() })
      .from(order)
      .where(eq(order.idempotencyKey, input.idempotencyKey));
    expect(orders?.n).toBe(1);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, input.email!));
    expect(
      mails.filter((mail) => JSON.stringify(mail.payload).includes(results[0]!.orderId)),
    ).toHaveLength(1);
  });

  test("1,000 orders at once get 1,000 distinct ids", async () => {
    const results = await Promise.all(
      Array.from({ length: 1000 }, () =>
        placeOrder(
          database.db,
          checkout({ orderMethod: "whatsapp", items: [{ id: "rose", quantity: 1 }] }),
          placeOrderOptions,
        ),
      ),
    );
    expect(new Set(results.map((result) => result.orderId)).size).toBe(1000);
  }, 120_000);
});
