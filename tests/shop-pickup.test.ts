import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { shopPickupTexts } from "#contracts/shop-pickup.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { savedAddress } from "#server/db/returning-customer-schema.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { guestCheckoutInput } from "./support/checkout-input";
import { insertDefaultCategories, insertProducts } from "./support/factories";
import { placeOrderOptions } from "./support/order-factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 077: a shopper may pick an order up at the shop, where Settings give its address;
// it pays no delivery fee and goes to no address.

let database: DatabaseHandle;

/** A shop charging KSh 300 in Nairobi, KSh 600 elsewhere, with a counter in Westlands. */
const options = {
  ...placeOrderOptions,
  shippingFees: { nairobi: 300, elsewhere: 600 },
  shopPickup: { address: "Shop 4, Sarit Centre, Westlands", openingHours: "Mon-Sat 9am-7pm" },
};

/** A guest's order of two Rose Dawn (KSh 5,000 each) for pickup at the shop. */
const pickupCheckout = () => ({
  ...guestCheckoutInput({ rose: 2 }),
  deliveryArea: "shop" as const,
});

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
  await insertProducts(database.db, [{ id: "rose", name: "Rose Dawn", price: 5000 }]);
}, 60_000);
afterAll(() => database.close());

describe(`pick up at the shop on ${testDatabaseKind}`, () => {
  test("an order picked up at the shop pays no delivery fee and keeps no address", async () => {
    const { orderId } = await placeOrder(database.db, pickupCheckout(), options);
    const [row] = await database.db.select().from(order).where(eq(order.id, orderId));
    expect(row).toMatchObject({
      deliveryArea: "shop",
      shipping: 0,
      subtotal: 10_000,
      total: 10_000,
      address: null,
      city: null,
    });
    expect(await database.db.$count(savedAddress)).toBe(0);
  });

  test("where Settings give no shop address, a shopper's pickup is refused and nothing is written", async () => {
    const before = await database.db.$count(order);
    const placing = placeOrder(database.db, pickupCheckout(), {
      ...options,
      shopPickup: undefined,
    });
    await expect(placing).rejects.toMatchObject({
      status: 409,
      message: shopPickupTexts.notOffered,
    });
    expect(await database.db.$count(order)).toBe(before);
  });
});
