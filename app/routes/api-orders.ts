import { checkoutTexts, parseCheckout } from "#contracts/checkout.ts";
import type { CheckoutResult } from "#contracts/checkout-result.ts";
import { getViewer } from "#server/accounts/viewer.ts";
import { readJson } from "#server/http/request-body.ts";
import { CheckoutError } from "#server/orders/checkout-error.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { placeOrderOptions } from "#server/orders/place-order-options.ts";
import { rememberPlacedOrder } from "#server/orders/placed-orders-cookie.ts";
import { whatsappOrderUrl } from "#server/orders/whatsapp-message.ts";
import { paymentTexts } from "#contracts/payment-messages.ts";
import { sendPlacedOrderPrompt } from "#server/payments/placed-order-prompt.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/api-orders";

const answer = (result: CheckoutResult, status = 200, headers?: HeadersInit) =>
  Response.json(result, { status, headers });

/**
 * POST /api/orders: places an order sent with its lines, for scripts (decision 019). 400 for a
 * bad checkout or more than ORDER_MAX_UNITS of a product, 409 for unknown or out-of-stock
 * products, 429 with Retry-After once the client address has placed ORDER_RATE_LIMIT orders in
 * the window (decision 017), 500 with SPEC §8's text when saving fails.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return answer({ error: "Method not allowed" }, 405);
  const services = getServices(context);
  const { db, config, log, secret, kickMail } = services;
  const parsed = parseCheckout(await readJson(request));
  if ("error" in parsed) return answer({ error: parsed.error }, 400);
  if (parsed.input.paymentMethod === "mpesa_stk" && !services.daraja) {
    return answer({ error: paymentTexts.notOffered }, 400);
  }
  try {
    const { user } = await getViewer(request, services);
    const { order, isReplay } = await placeOrder(
      db,
      parsed.input,
      placeOrderOptions(services, request, user),
    );
    kickMail?.();
    // Decision 020: an order paid now by M-PESA gets its prompt, as from the checkout page.
    if (!isReplay) await sendPlacedOrderPrompt(services, order.id, parsed.input);
    const cookie = await rememberPlacedOrder(request, order.id, secret, config.publicUrl);
    const whatsappUrl =
      order.orderMethod === "whatsapp" ? whatsappOrderUrl(config.whatsappNumber, order) : undefined;
    return answer({ orderId: order.id, ...(whatsappUrl ? { whatsappUrl } : {}) }, 200, {
      "Set-Cookie": cookie,
    });
  } catch (error) {
    if (error instanceof CheckoutError) {
      const { retryAfterSeconds: wait } = error;
      return answer(
        { error: error.message },
        error.status,
        wait ? { "Retry-After": `${wait}` } : {},
      );
    }
    log.error({ err: error }, "could not place an order");
    return answer({ error: checkoutTexts.saveFailed }, 500);
  }
}
