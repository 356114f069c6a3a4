import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { paymentDaySearch } from "#contracts/admin-payments.ts";
import { dayBounds } from "#contracts/nairobi-time.ts";
import { formatJoinedDate } from "#contracts/calendar-date.ts";

/**
 * Payments waiting for staff, all days (decision 056): how many, and a link to the day of the
 * oldest in 'To review'. Nothing when none waits. On the Payments page and the dashboard.
 */
export function ReviewWaiting({ count, oldestDay }: { count: number; oldestDay: string | null }) {
  if (count === 0 || !oldestDay) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 border border-gold/50 bg-gold/5 px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2 text-espresso">
        <CircleAlert aria-hidden className="size-4 shrink-0 text-gold-dark" strokeWidth={1.5} />
        {count === 1 ? "1 payment waits" : `${count.toLocaleString("en-KE")} payments wait`} for
        review, the oldest from {formatJoinedDate(dayBounds(oldestDay).start)}.
      </p>
      <Link
        to={`/admin/payments${paymentDaySearch({ day: oldestDay, state: "review" })}`}
        className="text-xs tracking-widest text-gold-dark uppercase hover:text-espresso"
      >
        Review payments
      </Link>
    </div>
  );
}
