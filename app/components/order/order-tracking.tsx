import { Check } from "lucide-react";
import { dialledPhone, dispatchTrackingText } from "#contracts/dispatch.ts";
import { formatPrice } from "#contracts/money.ts";
import type { OrderView } from "#contracts/order.ts";
import { orderStatusLabel } from "#contracts/order-status.ts";
import { completedSteps, timelineSteps } from "#contracts/order-timeline.ts";
import { balanceDue } from "#contracts/payable-order.ts";
import type { PaymentWays } from "#contracts/payment-view.ts";

type TrackedOrder = Pick<
  OrderView,
  "id" | "status" | "dispatch" | "total" | "amountPaid" | "paymentStatus"
>;

/** How the balance can be paid: the shop's Paybill or Till, and at the door. */
function PayText({ manual, balance }: { manual: PaymentWays["manual"]; balance: number }) {
  return (
    <p className="mt-1 text-sm text-taupe">
      {manual &&
        (manual.kind === "paybill" ? (
          <>
            M-PESA Pay Bill <strong className="text-ink">{manual.number}</strong>, account{" "}
            <strong className="text-ink">{manual.account}</strong>, amount {formatPrice(balance)} —
            or{" "}
          </>
        ) : (
          <>
            M-PESA Buy Goods, Till <strong className="text-ink">{manual.number}</strong>, amount{" "}
            {formatPrice(balance)} — or{" "}
          </>
        ))}
      {manual ? "by" : "By"} M-PESA or cash when your order arrives.
    </p>
  );
}

/**
 * Where the order stands, for whoever holds its link (docs/decisions/079-dispatch-and-tracking.md):
 * its status and the four steps (SPEC §4), who is bringing it with their phone or the courier's
 * reference, and what is left to pay and how (`manual`: the shop's Paybill or Till, or null).
 * Live with the page (the caller's live revalidation).
 */
export function OrderTracking({
  order,
  manual,
}: {
  order: TrackedOrder;
  manual: PaymentWays["manual"];
}) {
  const done = completedSteps(order.status);
  const balance = balanceDue(order);
  const isOpen = order.status !== "delivered" && order.status !== "cancelled";
  const { dispatch } = order;
  const isRefunded = order.paymentStatus === "refunded" || order.paymentStatus === "part_refunded";
  return (
    <section
      aria-labelledby="tracking-heading"
      className="mt-10 border border-stone bg-white/60 p-6"
    >
      <h2 id="tracking-heading" className="eyebrow">
        Track your order
      </h2>
      <p className="mt-3 font-display text-2xl text-espresso" data-testid="tracking-status">
        {orderStatusLabel(order.status)}
      </p>
      {order.status !== "cancelled" && (
        <ol className="mt-4 grid grid-cols-4 gap-2 text-xs" aria-label="Progress">
          {timelineSteps.map((step, index) => {
            const isDone = index < done;
            return (
              <li key={step} className="flex flex-col items-start gap-2">
                <span
                  aria-hidden
                  className={`flex size-6 items-center justify-center rounded-full border ${isDone ? "border-gold bg-gold text-ivory" : "border-stone text-taupe"}`}
                >
                  {isDone && <Check className="size-3.5" strokeWidth={2} />}
                </span>
                <span className={isDone ? "text-espresso" : "text-taupe"}>
                  {step}
                  <span className="sr-only">{isDone ? " (done)" : " (not yet)"}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {dispatch && (
        <p className="mt-5 text-sm text-espresso" data-testid="tracking-dispatch">
          {dispatchTrackingText(dispatch)}
          {dispatch.way === "rider" && dispatch.phone && (
            <>
              {" — "}
              <a href={`tel:${dispatch.phone}`} className="underline underline-offset-4">
                {dialledPhone(dispatch.phone)}
              </a>
            </>
          )}
        </p>
      )}
      {!isRefunded && order.status !== "cancelled" && (
        <div className="mt-5" data-testid="tracking-balance">
          <p className="text-sm text-espresso">
            {balance > 0 ? `Left to pay: ${formatPrice(balance)}` : "Paid in full. Nothing to pay."}
          </p>
          {balance > 0 && isOpen && <PayText manual={manual} balance={balance} />}
        </div>
      )}
    </section>
  );
}
