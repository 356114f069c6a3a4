import { Link } from "react-router";
import {
  paymentDaySearch,
  paymentStateLabels,
  paymentStates,
  type PaymentDayQuery,
  type PaymentState,
} from "#contracts/admin-payments.ts";

/** All, Matched, Unmatched, To review, Refunded: the day's payments in each, as links. */
export function PaymentStateTabs({
  query,
  counts,
}: {
  query: PaymentDayQuery;
  counts: Record<PaymentState, number>;
}) {
  return (
    <nav
      aria-label="Filter payments"
      className="mb-6 flex gap-6 overflow-x-auto border-b border-stone"
    >
      {paymentStates.map((state) => {
        const isCurrent = state === query.state;
        return (
          <Link
            key={state}
            to={`/admin/payments${paymentDaySearch({ day: query.day, state })}`}
            preventScrollReset
            aria-current={isCurrent ? "page" : undefined}
            className={`-mb-px flex shrink-0 items-center gap-2 border-b-2 px-1 pb-3 text-sm transition ${
              isCurrent
                ? "border-espresso text-espresso"
                : "border-transparent text-taupe hover:text-espresso"
            }`}
          >
            {paymentStateLabels[state]}
            <span
              className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs tabular-nums ${
                isCurrent ? "bg-espresso text-ivory" : "bg-linen text-taupe"
              }`}
            >
              {counts[state].toLocaleString("en-KE")}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
