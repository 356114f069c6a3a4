import { CheckCircle2, LoaderCircle } from "lucide-react";
import { Link, useLocation } from "react-router";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { formatPrice } from "#contracts/money.ts";
import type { OrderView } from "#contracts/order.ts";
import { balanceDue } from "#contracts/payable-order.ts";
import { isLiveAttemptStatus, paymentStatusLabels } from "#contracts/payment.ts";
import type { OrderPaymentView } from "#contracts/payment-view.ts";
import { FormAlert } from "../ui/form-alert";
import { PaymentByHand } from "./payment-by-hand";
import { PaymentPromptForm } from "./payment-prompt-form";

type PanelOrder = Pick<
  OrderView,
  "id" | "total" | "amountPaid" | "phone" | "paymentStatus" | "paymentMethod"
>;

const failedClass = "border border-wine/40 bg-wine/5 px-4 py-3 text-sm text-wine";

/**
 * What the panel says first, of the payment's current state only: received, refunded, or the
 * way last started (the order's payment method, decision 020) — the prompt on the phone or why
 * it failed, or the code typed and whether it matched. A code sent after a failed prompt
 * replaces the prompt's message, and a new prompt the code's.
 */
function PaymentState({ order, payment }: { order: PanelOrder; payment: OrderPaymentView }) {
  const { prompt, code } = payment;
  const location = useLocation();
  if (order.paymentStatus === "paid") {
    const receipt = prompt?.status === "paid" ? prompt.receiptNumber : code?.code;
    return (
      <p className="flex items-start gap-3 text-sm text-espresso">
        <CheckCircle2 aria-hidden className="size-5 shrink-0 text-gold" strokeWidth={1.5} />
        <span>
          Payment received. Thank you!
          {receipt && <span className="block text-taupe">M-PESA receipt {receipt}</span>}
        </span>
      </p>
    );
  }
  if (order.paymentStatus === "refunded") {
    return <p className="text-sm text-espresso">This payment was refunded.</p>;
  }
  if (order.paymentStatus === "part_paid" && !(prompt && isLiveAttemptStatus(prompt.status))) {
    return (
      <p className="text-sm text-espresso">
        We received {formatPrice(order.amountPaid)}. {formatPrice(balanceDue(order))} is still to
        pay.
      </p>
    );
  }
  if (order.paymentMethod === "mpesa_manual") {
    if (!code) return null;
    return (
      <p className={code.status === "failed" ? failedClass : "text-sm text-espresso"}>
        {code.message} <span className="text-taupe">(code {code.code})</span>
      </p>
    );
  }
  if (order.paymentMethod !== "mpesa_stk") return null;
  if (prompt && isLiveAttemptStatus(prompt.status)) {
    return (
      <div className="flex items-start gap-3">
        <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin text-gold" />
        <div>
          <p className="font-display text-2xl text-espresso">{prompt.message}</p>
          <p className="mt-1 text-sm text-taupe">
            {prompt.status === "unconfirmed" ? (
              <>
                If your phone shows our request for {formatPrice(prompt.amount)} to {prompt.phone},
                enter your PIN. Please do not pay again: this page updates by itself.
              </>
            ) : (
              <>
                {prompt.status === "awaiting" ? "We sent" : "We are sending"} a request for{" "}
                {formatPrice(prompt.amount)} to {prompt.phone}. This page updates by itself.
              </>
            )}
          </p>
          <Link replace to={location} className="mt-2 inline-block text-xs text-taupe underline">
            Check payment status
          </Link>
        </div>
      </div>
    );
  }
  if (prompt?.status === "failed") {
    return <p className={failedClass}>{prompt.message}</p>;
  }
  return null;
}

/**
 * The success page's payment panel (decision 020): the payment status, its current state as it
 * changes (the page revalidates on the order's live events), and, while the order can be paid
 * (`payment`'s ways), 'Pay now with M-PESA' or 'Try again' and paying by hand with a
 * confirmation code.
 */
export function PaymentPanel({
  order,
  payment,
  error,
}: {
  order: PanelOrder;
  payment: OrderPaymentView;
  /** The action's refusal of the last payment request, if any. */
  error?: string;
}) {
  // While a prompt may still be paid, no second one is offered (decision 020).
  const isPromptLive = payment.prompt ? isLiveAttemptStatus(payment.prompt.status) : false;
  const canPrompt = payment.canPrompt && !isPromptLive;
  const hasNews = order.paymentStatus !== "unpaid" || payment.prompt || payment.code;
  // A shop without M-PESA set up, on an order paid at the door: nothing to say here.
  if (!hasNews && !canPrompt && !payment.manual) return null;
  return (
    <section
      aria-labelledby="payment-heading"
      className="mt-10 border border-stone/70 bg-white/50 p-5 sm:p-8"
    >
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="payment-heading" className="eyebrow">
          Payment
        </h2>
        <p className="text-xs tracking-[0.15em] text-espresso uppercase">
          {paymentStatusLabels[order.paymentStatus]}
        </p>
      </div>
      <FormAlert message={error} />
      <div role="status">
        <PaymentState order={order} payment={payment} />
      </div>
      {canPrompt && (
        <PaymentPromptForm
          phone={payment.prompt?.phone ?? formatKenyanPhone(order.phone ?? "")}
          label={payment.prompt ? "Try again" : "Pay now with M-PESA"}
        />
      )}
      {payment.manual && <PaymentByHand manual={payment.manual} total={balanceDue(order)} />}
    </section>
  );
}
