import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form, Link } from "react-router";
import { paymentDaySearch, type PaymentDayQuery } from "#contracts/admin-payments.ts";
import { formatLongDate } from "#contracts/calendar-date.ts";
import { dayBounds, shiftDay } from "#contracts/nairobi-time.ts";

const step =
  "inline-flex h-10 items-center gap-1 border border-stone px-3 text-xs tracking-widest uppercase transition hover:border-espresso";

/**
 * The day shown (Nairobi) and how to choose another: the previous and next day, or a date
 * picked and shown with a plain GET form (works without JavaScript). The state stays.
 */
export function PaymentDayNav({ query, today }: { query: PaymentDayQuery; today: string }) {
  const dayHref = (day: string) => `/admin/payments${paymentDaySearch({ ...query, day, page: 1 })}`;
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <h2 className="font-display text-2xl text-espresso">
        {formatLongDate(dayBounds(query.day).start)}
        {query.day === today && <span className="ml-2 text-sm text-taupe">(today)</span>}
      </h2>
      <nav aria-label="Day" className="flex flex-wrap items-center gap-2">
        <Link to={dayHref(shiftDay(query.day, -1))} rel="prev" className={step}>
          <ChevronLeft aria-hidden className="size-4" strokeWidth={1.5} />
          Previous day
        </Link>
        <Form method="get" action="/admin/payments" className="flex items-center gap-2">
          <label htmlFor="payment-day" className="sr-only">
            Day
          </label>
          <input
            key={query.day}
            id="payment-day"
            type="date"
            name="day"
            required
            defaultValue={query.day}
            max={today}
            className="h-10 border border-stone bg-white/70 px-2 text-sm focus:border-gold focus:outline-none"
          />
          {query.state !== "all" && <input type="hidden" name="state" value={query.state} />}
          <button type="submit" className={step}>
            Show
          </button>
        </Form>
        {query.day < today && (
          <Link to={dayHref(shiftDay(query.day, 1))} rel="next" className={step}>
            Next day
            <ChevronRight aria-hidden className="size-4" strokeWidth={1.5} />
          </Link>
        )}
      </nav>
    </div>
  );
}
