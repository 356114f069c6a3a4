import { randomBytes } from "node:crypto";
import { parseCheckout } from "#contracts/checkout.ts";
import type { Db } from "#server/db/client.ts";
import { createDiscountCode } from "#server/discounts/discount-code-changes.ts";
import { placeOrder, type PlaceOrderOptions } from "#server/orders/order-placement.ts";

// The bench's orders: the same few shapes for every measure that places them.

/** A WhatsApp order of one or two bench products with a fresh idempotency key. */
export function benchCheckout(productIds: string[], i: number) {
  return {
    idempotencyKey: `bench-${randomBytes(12).toString("hex")}`,
    orderMethod: "whatsapp" as const,
    deliveryArea: "nairobi" as const,
    items: [
      { id: productIds[(i * 7) % productIds.length]!, quantity: 1 },
      ...(i % 2 ? [{ id: productIds[(i * 13 + 5) % productIds.length]!, quantity: 2 }] : []),
    ],
  };
}

/** The bench's promotion: 10% off everything, no cap, for a day — as 'VAL10' would run. */
export const benchCode = "BENCH10";

/** What the bench's orders are placed with: free delivery, no alerts. */
export const benchOrderOptions: PlaceOrderOptions = {
  shippingFees: { nairobi: 0, elsewhere: 0 },
  freeDeliveryFrom: {},
  shop: { publicUrl: "http://localhost", replyTo: "shop@loris.local", phone: "", secret: "b" },
};

/** Creates the bench's code (benchCode) in `db`. */
export async function createBenchCode(db: Db): Promise<void> {
  const now = Date.now();
  await createDiscountCode(
    db,
    {
      code: benchCode,
      kind: "percent",
      value: 10,
      minSubtotal: null,
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 86_400_000),
      maxUses: null,
      isOncePerCustomer: false,
      appliesTo: "all",
      targets: [],
      skipsSaleItems: false,
    },
    { userId: null, name: "Bench" },
  );
}

/** Places bench order `i` of `productIds`, with the bench's code when `withCode`. */
export function placeBenchOrder(db: Db, productIds: string[], i: number, withCode: boolean) {
  const checkout = { ...benchCheckout(productIds, i), discountCode: withCode ? benchCode : "" };
  const parsed = parseCheckout(checkout);
  if ("error" in parsed) throw new Error(parsed.error);
  return placeOrder(db, parsed.input, benchOrderOptions);
}
