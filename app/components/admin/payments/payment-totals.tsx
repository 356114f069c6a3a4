import {
  ArrowLeftRight,
  Banknote,
  CircleCheck,
  CircleHelp,
  Landmark,
  Scale,
  Undo2,
} from "lucide-react";
import type { PaymentDayTotals } from "#contracts/admin-payments.ts";
import { formatPrice } from "#contracts/money.ts";
import { StatCard } from "../stat-card";

const payments = (count: number) => (count === 1 ? "1 payment" : `${count} payments`);
const refunds = (count: number) => (count === 1 ? "1 refund" : `${count} refunds`);

/**
 * The day's totals (decision 056): Received, by method, is Matched + Unmatched + Refunded to the
 * shilling; the order refunds paid out that day (docs/decisions/076-returns-refunds.md) and the
 * day's net (Received − Refunded − Refunds paid out); beside them the paid revenue of all days,
 * net of refunds, the dashboard's Paid.
 */
export function PaymentTotals({
  totals,
  paidRevenue,
}: {
  totals: PaymentDayTotals;
  paidRevenue: number;
}) {
  const { byMethod, counts } = totals;
  return (
    <div className="mb-8 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-4">
      <StatCard
        label="Received"
        value={formatPrice(totals.received)}
        icon={Banknote}
        hint={`M-PESA ${formatPrice(byMethod.mpesa)} · Cash ${formatPrice(byMethod.cash)} · Card ${formatPrice(byMethod.card)}`}
        note={payments(counts.all)}
      />
      <StatCard
        label="Matched"
        value={formatPrice(totals.matched)}
        icon={CircleCheck}
        hint={payments(counts.matched)}
      />
      <StatCard
        label="Unmatched"
        value={formatPrice(totals.unmatched)}
        icon={CircleHelp}
        hint={payments(counts.unmatched)}
      />
      <StatCard
        label="Refunded"
        value={formatPrice(totals.refunded)}
        icon={ArrowLeftRight}
        hint={payments(counts.refunded)}
      />
      <StatCard
        label="Refunds paid out"
        value={formatPrice(totals.refundsPaidOut.amount)}
        icon={Undo2}
        hint={refunds(totals.refundsPaidOut.count)}
      />
      <StatCard
        label="Net for the day"
        value={formatPrice(totals.net)}
        icon={Scale}
        hint="Received − Refunded − Refunds paid out"
      />
      <StatCard
        label="Paid revenue (all days)"
        value={formatPrice(paidRevenue)}
        icon={Landmark}
        hint="Matched payments of every day less refunds paid out, as the dashboard's Paid"
      />
    </div>
  );
}
