import { randomBytes } from "node:crypto";
import { parseCheckout, type CheckoutInput } from "#contracts/checkout.ts";
import type { DeliveryChoiceKey } from "#contracts/delivery.ts";

/**
 * A guest's website checkout, as parsed from the form: `items` (product id → quantity) to `area`
 * (a default zone, 'zone:<id>' or 'point:<id>', decision 082),
 * with `code`, a fresh idempotency key and e-mail address.
 * @throws Error when the form would be refused.
 */
export function guestCheckoutInput(
  items: Record<string, number>,
  code?: string,
  area: DeliveryChoiceKey = "nairobi",
): CheckoutInput {
  const parsed = parseCheckout({
    idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
    orderMethod: "website",
    items: Object.entries(items).map(([id, quantity]) => ({ id, quantity })),
    fullName: "Wanjiru Kamau",
    email: `wanjiru.${randomBytes(4).toString("hex")}@example.co.ke`,
    phone: "0712345678",
    deliveryArea: area,
    address: "Ngong Road 12",
    city: "Nakuru",
    discountCode: code,
  });
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.input;
}
