import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseCheckout, type CheckoutInput } from "#contracts/checkout.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { orderItem } from "#server/db/order-schema.ts";
import { product } from "#server/db/schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { insertProducts, sizeIdOf } from "./support/factories";
import { placeOrderOptions } from "./support/order-factories";
import { sizeStockOf } from "./support/stock-columns";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A WhatsApp order (no contact needed) of one unit of the size `sizeId` of `productId`. */
function oneUnitOf(productId: string, sizeId: string): CheckoutInput {
  const parsed = parseCheckout({
    idempotencyKey: `race_${randomBytes(12).toString("hex")}`,
    orderMethod: "whatsapp",
    deliveryArea: "nairobi",
    items: [{ id: productId, sizeId, quantity: 1 }],
  });
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.input;
}

const buyers = 100;
const rounds = 10;

describe(`the last unit of a size, on ${testDatabaseKind} (DESIGN §5/§6)`, () => {
  test.each(Array.from({ length: rounds }, (_, round) => round + 1))(
    `round %i: ${buyers} buyers of the 100ml's last unit at once get one order; the other sizes sell on`,
    async (round) => {
      const id = `race-${round}`;
      await insertProducts(database.db, [
        {
          id,
          name: "Oud Ember",
          sizes: [
            { label: "30ml", price: 4200, stockLevel: 50 },
            { label: "50ml", price: 6500, stockLevel: 50 },
            { label: "100ml", price: 11900, stockLevel: 1 },
          ],
        },
      ]);
      const [small, middle, large] = [0, 1, 2].map((position) => sizeIdOf(id, position));
      // The buyers of the last 100ml race buyers of the other sizes of the same product.
      const attempts = await Promise.allSettled(
        Array.from({ length: buyers }, (_, index) => {
          const sizeId = index % 4 === 3 ? (index % 8 === 3 ? small! : middle!) : large!;
          return placeOrder(database.db, oneUnitOf(id, sizeId), placeOrderOptions).then(
            () => sizeId,
          );
        }),
      );
      const sold = attempts.flatMap((attempt) =>
        attempt.status === "fulfilled" ? [attempt.value] : [],
      );
      const refusals = attempts.flatMap((attempt) =>
        attempt.status === "rejected" ? [attempt.reason] : [],
      );
      expect(sold.filter((sizeId) => sizeId === large)).toHaveLength(1);
      expect(refusals.every((reason) => reason instanceof Refusal)).toBe(true);
      expect(refusals).toHaveLength(buyers - sold.length);

      const otherSales = (sizeId: string) => sold.filter((each) => each === sizeId).length;
      expect(await sizeStockOf(database.db, small!, middle!, large!)).toEqual({
        [small!]: { stockLevel: 50 - otherSales(small!), inStock: true },
        [middle!]: { stockLevel: 50 - otherSales(middle!), inStock: true },
        [large!]: { stockLevel: 0, inStock: false },
      });
      const [largeLines] = await database.db
        .select({ lines: count() })
        .from(orderItem)
        .where(and(eq(orderItem.sizeId, large!), eq(orderItem.sizeLabel, "100ml")));
      expect(largeLines?.lines).toBe(1);
      // The product is still for sale, listed at its smallest size's price.
      const [listing] = await database.db
        .select({ price: product.price, inStock: product.inStock })
        .from(product)
        .where(eq(product.id, id));
      expect(listing).toEqual({ price: 4200, inStock: true });
    },
  );
});
