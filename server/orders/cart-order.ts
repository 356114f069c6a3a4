import {
  checkoutTexts,
  isIdempotencyKey,
  parseCheckout,
  type CheckoutFields,
} from "#contracts/checkout.ts";
import type { GiftChoice } from "#contracts/gift-form.ts";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { ViewerUser } from "../accounts/viewer";
import type { CartView } from "../cart/cart-queries";
import { sendPlacedOrderPrompt } from "../payments/mpesa/placed-order-prompt";
import type { AppServices } from "../services";
import { Refusal, type RefusalStatus } from "#server/http/refusal.ts";
import { placeOrder } from "./order-placement";
import { orderIdByIdempotencyKey } from "./order-queries";
import { placeOrderOptions } from "./place-order-options";

/** The checkout as a visitor sent it: the form's own fields, who they are and their cart. */
export interface CartCheckout {
  fields: CheckoutFields;
  user: ViewerUser | undefined;
  cart: Pick<CartView, "id" | "lines" | "discountCode">;
  /** The gift read from the form, when it is one (decision 071). */
  gift?: GiftChoice;
}

/** What a checkout came to: the order placed (or placed before under its key), or why not. */
export type CartOrderOutcome =
  | { orderId: string; isWhatsapp: boolean }
  | { error: string; status: RefusalStatus | 500; retryAfterSeconds?: number };

type CartOrderServices = Pick<
  AppServices,
  "db" | "config" | "settings" | "log" | "secret" | "kickMail" | "daraja" | "kickPrompts"
>;

/**
 * Places the order of the visitor's server cart (SPEC §2/§5, DESIGN §6, decisions 004, 019 and
 * 030): the form is checked against the cart's lines, the order placed by `placeOrder` (prices,
 * stock, VAT and the idempotency key; the ordered lines leave the cart in its transaction), the
 * mail worker woken, and an order paid now by M-PESA sent its prompt (decision 020). A form sent
 * again after its order emptied the cart answers that order. The cart's discount code is priced
 * with it (decision 064), a gift with its wrapping (decision 071). Refusals come back with the shopper's text and HTTP status: 400 for a
 * bad form or an empty cart, 409 for unknown or out-of-stock products or a code that no longer
 * applies or wrapping no longer offered, 429 with Retry-After in seconds over ORDER_RATE_LIMIT, 500 with SPEC
 * §8's text when saving fails (logged). `request` gives the client address the limits count.
 */
export async function placeCartOrder(
  services: CartOrderServices,
  request: Request,
  { fields, user, cart, gift }: CartCheckout,
): Promise<CartOrderOutcome> {
  const items = cart.lines.map(({ id, sizeId, quantity, name }) => ({
    id,
    sizeId,
    quantity,
    name,
  }));
  // The code the shopper applied is kept on the cart (decision 064).
  const parsed = parseCheckout({ ...fields, items, discountCode: cart.discountCode ?? undefined });
  if ("error" in parsed) {
    // Sent twice (a second tap, a retry): the first placed it and emptied the cart.
    const placedId =
      items.length === 0 && isIdempotencyKey(fields.idempotencyKey)
        ? await orderIdByIdempotencyKey(services.db, fields.idempotencyKey)
        : undefined;
    if (placedId) return { orderId: placedId, isWhatsapp: fields.orderMethod === "whatsapp" };
    return { error: parsed.error, status: 400 };
  }
  if (parsed.input.paymentMethod === "mpesa_stk" && !services.daraja) {
    return { error: paymentTexts.notOffered, status: 400 };
  }
  try {
    const input = { ...parsed.input, gift };
    const { orderId, orderMethod, isReplay } = await placeOrder(services.db, input, {
      ...(await placeOrderOptions(services, request, user)),
      cartId: cart.id,
    });
    services.kickMail?.();
    if (!isReplay) await sendPlacedOrderPrompt(services, orderId, parsed.input);
    return { orderId, isWhatsapp: orderMethod === "whatsapp" };
  } catch (error) {
    if (error instanceof Refusal) {
      const { message, status, retryAfterSeconds } = error;
      return { error: message, status, retryAfterSeconds };
    }
    services.log.error({ err: error }, "could not place an order");
    return { error: checkoutTexts.saveFailed, status: 500 };
  }
}
