import { Link } from "react-router";
import type { OrderView } from "#contracts/order.ts";
import { paymentMethodLabels, paymentStatusLabels } from "#contracts/payment.ts";
import type { PaymentWays } from "#contracts/payment-view.ts";

/**
 * An order's payment on My Orders (decision 020): its status and method, and for an order that
 * can be paid now (`ways`, by contracts/payable-order.ts's rule), the shop's Paybill or Till with
 * the order's account and a link to its page, where the shopper can send a prompt or type an
 * M-PESA code.
 */
export function OrderPaymentNote({
  order,
  ways,
}: {
  order: Pick<OrderView, "id" | "paymentStatus" | "paymentMethod">;
  ways: PaymentWays;
}) {
  const { manual } = ways;
  return (
    <div className="-mt-2 mb-5 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="eyebrow">Payment</span>
        <span data-testid="payment-status" className="text-espresso">
          {paymentStatusLabels[order.paymentStatus]}
        </span>
        <span className="text-taupe">· {paymentMethodLabels[order.paymentMethod]}</span>
      </p>
      {(ways.canPrompt || manual) && (
        <p className="mt-2 text-taupe">
          {manual &&
            (manual.kind === "paybill"
              ? `Pay by M-PESA to Paybill ${manual.number}, account ${manual.account}. `
              : `Pay by M-PESA to Till ${manual.number}. `)}
          <Link
            to={`/order-success?orderId=${encodeURIComponent(order.id)}`}
            className="text-espresso underline underline-offset-4"
          >
            Pay for this order
          </Link>
        </p>
      )}
    </div>
  );
}
