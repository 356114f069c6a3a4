import { useId } from "react";
import { formatPrice } from "#contracts/money.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import type { PaymentTimelineEntry } from "#contracts/payment-review.ts";

/**
 * An order's payment history (decision 020): each change of its money, oldest first — when
 * (Nairobi time), who, what, and the M-PESA receipt and amount when any. `entries` undefined
 * while it is read. Not a region of its own: the order's "Payment" region is what staff (and the
 * journeys) look for; the list is named by its heading.
 */
export function PaymentHistory({ entries }: { entries: PaymentTimelineEntry[] | undefined }) {
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className="eyebrow mb-3">
        Payment history
      </h3>
      {!entries ? (
        <p className="text-sm text-taupe">Loading…</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-taupe">No payment yet.</p>
      ) : (
        <ol aria-labelledby={headingId} className="space-y-2 border-l border-stone pl-4 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="relative">
              <span
                aria-hidden
                className="absolute top-1.5 -left-[1.22rem] size-2 rounded-full bg-gold"
              />
              <p className="text-espresso">{entry.message}</p>
              <p className="text-xs text-taupe">
                <time dateTime={entry.at}>{formatOrderDate(entry.at)}</time> · {entry.actor}
                {entry.receiptNumber && (
                  <>
                    {" "}
                    · Receipt <span className="tabular-nums">{entry.receiptNumber}</span>
                  </>
                )}
                {entry.amount !== null && (
                  <span className="tabular-nums"> · {formatPrice(entry.amount)}</span>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
