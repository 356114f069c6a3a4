import { useId, useState } from "react";
import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { balanceDue } from "#contracts/payable-order.ts";
import { paymentMessageText } from "#contracts/payment-view.ts";
import type { OrderPaymentPanel } from "#contracts/payment-review.ts";

/**
 * A ready payment message for the customer's chat (decision 043): what is due, the order, and the
 * shop's Paybill and account (or Till), in a box staff can select, with Copy payment message.
 * Shown while something is due and the shop has a Paybill or Till.
 */
export function PaymentMessage({
  order,
  panel,
}: {
  order: AdminOrderRow;
  panel: OrderPaymentPanel | undefined;
}) {
  const id = useId();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const due = balanceDue(order);
  if (!panel?.manual || due <= 0 || order.status === "cancelled") return null;
  const message = paymentMessageText(order.id, due, panel.manual);
  const copy = () =>
    navigator.clipboard.writeText(message).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  return (
    <div className="mt-4">
      <label htmlFor={id} className="text-xs text-taupe">
        Payment message
      </label>
      <textarea
        id={id}
        readOnly
        rows={3}
        value={message}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 w-full border border-stone bg-white/70 p-2 text-xs text-ink"
      />
      <button
        type="button"
        onClick={() => void copy()}
        className="text-xs font-medium text-espresso underline decoration-gold underline-offset-4 hover:text-gold"
      >
        Copy payment message
      </button>
      <span role="status" className="ml-2 text-xs text-taupe">
        {copied === "copied" && "Copied"}
        {copied === "failed" && "Select the message and copy it"}
      </span>
    </div>
  );
}
