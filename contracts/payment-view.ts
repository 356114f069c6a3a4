import type { PaymentAttemptStatus } from "./payment";

/**
 * What the shopper sees of an order's M-PESA payment (decision 020) besides its payment status:
 * the latest prompt and the latest code typed. Amounts in whole KSh.
 */
export interface OrderPaymentView {
  /** The latest M-PESA prompt; `message` is what to tell the shopper, `phone` as 07…/01…. */
  prompt: {
    status: PaymentAttemptStatus;
    phone: string;
    message: string;
    receiptNumber: string | null;
  } | null;
  /** The latest confirmation code typed by the shopper, and whether staff confirmed it. */
  code: { status: PaymentAttemptStatus; code: string; message: string } | null;
  /** Whether 'Pay now with M-PESA' / 'Try again' can send a prompt (M-PESA is configured). */
  canPrompt: boolean;
  /** The shop's Paybill or Till for paying by hand, with the account to pay to; null = none. */
  manual: { kind: "paybill" | "till"; number: string; account: string } | null;
}
