import { paymentRefusalOf, type PayableOrderFields } from "#contracts/payable-order.ts";
import type { PaymentWays } from "#contracts/payment-view.ts";
import type { AppServices } from "../services";
import type { ManualPaymentConfig } from "../settings/shop-setting-values";
import type { MpesaConfig } from "./mpesa/daraja/mpesa-config";
import { paymentReference } from "./mpesa/payment-reference";

/** How the shop takes money now: prompts when M-PESA is configured, a Paybill or Till when set. */
export interface PaymentSetup {
  mpesa: MpesaConfig | undefined;
  manualPayment: ManualPaymentConfig | undefined;
}

/** The shop's PaymentSetup: its M-PESA configuration and the Paybill or Till in force. */
export async function paymentSetupOf({
  config,
  settings,
}: Pick<AppServices, "config" | "settings">): Promise<PaymentSetup> {
  return { mpesa: config.mpesa, manualPayment: (await settings.current()).manualPayment };
}

/** An order as paymentWaysOf needs it. */
export type PaymentWaysOrder = { id: string } & PayableOrderFields;

/**
 * The shop's Paybill or Till for paying order `orderId` by hand, with the order's account
 * reference (decision 020); null when the shop has neither.
 */
export function manualPaymentFor(
  manualPayment: ManualPaymentConfig | undefined,
  orderId: string,
): PaymentWays["manual"] {
  return manualPayment ? { ...manualPayment, account: paymentReference(orderId) } : null;
}

/**
 * How `order` can be paid now (decision 020): a prompt when M-PESA is configured, by hand to the
 * shop's Paybill or Till with the order's account reference; neither when paymentRefusalOf
 * refuses the order (the same rule the payments themselves are held to).
 */
export function paymentWaysOf(setup: PaymentSetup, order: PaymentWaysOrder): PaymentWays {
  if (paymentRefusalOf(order) !== null) return { canPrompt: false, manual: null };
  return {
    canPrompt: setup.mpesa !== undefined,
    manual: manualPaymentFor(setup.manualPayment, order.id),
  };
}
