import type { CheckoutInput } from "#contracts/checkout.ts";
import { sendStkPush, type StkPushServices } from "./stk-push";

/**
 * Sends the M-PESA prompt of an order just placed to pay now (decision 020), to the checkout's
 * M-PESA number. The order stands whatever happens here: a prompt that could not be sent is
 * recorded as failed and its success page offers 'Try again'; anything unexpected is logged.
 */
export async function sendPlacedOrderPrompt(
  services: StkPushServices,
  orderId: string,
  input: Pick<CheckoutInput, "paymentMethod" | "mpesaPhone">,
): Promise<void> {
  if (input.paymentMethod !== "mpesa_stk" || !input.mpesaPhone) return;
  try {
    await sendStkPush(services, orderId, input.mpesaPhone);
  } catch (error) {
    services.log.error({ err: error, orderId }, "could not send the M-PESA prompt of a new order");
  }
}
