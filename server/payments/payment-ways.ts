import { paymentRefusalOf, type PayableOrderFields } from "#contracts/payable-order.ts";
import type { PaymentWays } from "#contracts/payment-view.ts";
import type { Config } from "../config";
import { paymentReference } from "./payment-reference";

/** An order as paymentWaysOf needs it. */
export type PaymentWaysOrder = { id: string } & PayableOrderFields;

/**
 * The shop's Paybill or Till for paying order `orderId` by hand, with the order's account
 * reference (decision 020); null when the shop has neither.
 */
export function manualPaymentFor(
  config: Pick<Config, "manualPayment">,
  orderId: string,
): PaymentWays["manual"] {
  return config.manualPayment
    ? { ...config.manualPayment, account: paymentReference(orderId) }
    : null;
}

/**
 * How `order` can be paid now (decision 020): a prompt when M-PESA is configured, by hand to the
 * shop's Paybill or Till with the order's account reference; neither when paymentRefusalOf
 * refuses the order (the same rule the payments themselves are held to).
 */
export function paymentWaysOf(
  config: Pick<Config, "mpesa" | "manualPayment">,
  order: PaymentWaysOrder,
): PaymentWays {
  if (paymentRefusalOf(order) !== null) return { canPrompt: false, manual: null };
  return {
    canPrompt: config.mpesa !== undefined,
    manual: manualPaymentFor(config, order.id),
  };
}
