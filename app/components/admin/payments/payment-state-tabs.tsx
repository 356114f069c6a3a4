import {
  paymentDaySearch,
  paymentStateLabels,
  paymentStates,
  type PaymentDayQuery,
  type PaymentState,
} from "#contracts/admin-payments.ts";
import { CountTab } from "../count-tab";

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
      {paymentStates.map((state) => (
        <CountTab
          key={state}
          to={`/admin/payments${paymentDaySearch({ day: query.day, state })}`}
          preventScrollReset
          label={paymentStateLabels[state]}
          count={counts[state]}
          isCurrent={state === query.state}
        />
      ))}
    </nav>
  );
}
