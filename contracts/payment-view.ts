import { formatPrice } from "./money";
import type { PaymentAttemptStatus } from "./payment";

/**
 * How an order can be paid now (decision 020): none of the two when contracts/payable-order.ts
 * refuses it (a WhatsApp order, paid, cancelled, shipped…) or the shop has no M-PESA set up.
 */
export interface PaymentWays {
  /** Whether 'Pay now with M-PESA' / 'Try again' can send a prompt (M-PESA is configured). */
  canPrompt: boolean;
  /** The shop's Paybill or Till for paying by hand, with the account to pay to; null = none. */
  manual: { kind: "paybill" | "till"; number: string; account: string } | null;
}

/**
 * What the shopper sees of an order's M-PESA payment (decision 020) besides its payment status:
 * the latest prompt and the latest code typed, and how the order can be paid now. Amounts in
 * whole KSh.
 */
export interface OrderPaymentView extends PaymentWays {
  /**
   * The latest M-PESA prompt; `message` is what to tell the shopper, `phone` as Kenyans write
   * it ('0712 345 678'), `amount` whole KSh asked for.
   */
  prompt: {
    status: PaymentAttemptStatus;
    phone: string;
    amount: number;
    message: string;
    receiptNumber: string | null;
  } | null;
  /** The latest confirmation code typed by the shopper, and whether staff confirmed it. */
  code: { status: PaymentAttemptStatus; code: string; message: string } | null;
}

/**
 * The message staff paste into a chat so a customer can pay by hand (decision 043): the amount
 * (whole KSh), the order, and the shop's Paybill with the order's account, or its Till.
 */
export function paymentMessageText(
  orderId: string,
  amountKsh: number,
  manual: NonNullable<PaymentWays["manual"]>,
): string {
  const where =
    manual.kind === "paybill"
      ? `M-PESA > Lipa na M-PESA > Paybill ${manual.number}, account ${manual.account}`
      : `M-PESA > Lipa na M-PESA > Buy Goods, Till ${manual.number}`;
  return `Please pay ${formatPrice(amountKsh)} for your Loris order ${orderId}: ${where}. Thank you!`;
}
