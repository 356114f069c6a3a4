import type { CheckoutInput } from "#contracts/checkout.ts";
import { requestStkPrompt, type StkPushServices } from "./stk-push";

/**
 * Queues the M-PESA prompt of an order just placed to pay now (decision 020), to the checkout's
 * M-PESA number; the prompt sender sends it, so the checkout answers at once. The order stands
 * whatever happens here: a prompt that could not be queued is logged, and the success page offers
 * 'Pay now with M-PESA'.
 */
export async function sendPlacedOrderPrompt(
  services: StkPushServices,
  orderId: string,
  input: Pick<CheckoutInput, "paymentMethod" | "mpesaPhone">,
): Promise<void> {
  if (input.paymentMethod !== "mpesa_stk" || !input.mpesaPhone) return;
  try {
    await requestStkPrompt(services, {
      orderId,
      phone: input.mpesaPhone,
      requester: "shopper",
      actor: "Shopper",
    });
  } catch (error) {
    services.log.error({ err: error, orderId }, "could not queue the M-PESA prompt of a new order");
  }
}
