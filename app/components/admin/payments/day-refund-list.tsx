import { Link } from "react-router";
import { dayRefundsShown, type DayRefundRow } from "#contracts/admin-payments.ts";
import { formatPrice } from "#contracts/money.ts";
import { formatOrderDate } from "#contracts/order-date.ts";

/**
 * The order refunds recorded on the day (docs/decisions/076-returns-refunds.md), newest first,
 * below its payments: time, the order (a link into Order Management), the amount given back,
 * how with its M-PESA code, who recorded it and the note. The latest `dayRefundsShown` are
 * listed; when there are more, the CSV has them all. Nothing when none was made.
 */
export function DayRefundList({ refunds, count }: { refunds: DayRefundRow[]; count: number }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="day-refunds" className="mt-8">
      <h2 id="day-refunds" className="mb-3 font-display text-xl text-espresso">
        Refunds paid out
      </h2>
      <ul className="divide-y divide-stone/50 border border-stone/70 bg-white/60 text-sm">
        {refunds.map((refund) => (
          <li
            key={refund.id}
            aria-label={`Refund ${refund.id}`}
            className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 px-4 py-3"
          >
            <div className="min-w-0">
              <p className="font-medium text-wine tabular-nums">−{formatPrice(refund.amount)}</p>
              <p className="text-xs text-taupe">
                {formatOrderDate(refund.createdAt)} · {refund.way}
                {refund.reference && <span className="tabular-nums"> {refund.reference}</span>}
              </p>
            </div>
            <div className="text-right">
              <Link
                to={refund.orderHref}
                className="font-medium text-espresso underline-offset-4 hover:underline"
              >
                {refund.orderId}
              </Link>
              <p className="text-xs text-taupe">By {refund.staffName}</p>
            </div>
            {refund.note && (
              <p className="w-full text-xs wrap-anywhere text-taupe">{refund.note}</p>
            )}
          </li>
        ))}
      </ul>
      {count > refunds.length && (
        <p className="mt-2 text-xs text-taupe">
          The latest {dayRefundsShown} of {count.toLocaleString("en-KE")} refunds; the CSV lists
          them all.
        </p>
      )}
    </section>
  );
}
