import { Download } from "lucide-react";
import { paymentDaySearch, type PaymentDayQuery } from "#contracts/admin-payments.ts";

/** 'Export CSV': GET /admin/payments/export for the day and state shown (every page). */
export function PaymentExportLink({ query }: { query: PaymentDayQuery }) {
  return (
    <a
      href={`/admin/payments/export${paymentDaySearch({ day: query.day, state: query.state })}`}
      download
      className="inline-flex h-10 items-center gap-2 border border-espresso bg-espresso px-4 text-xs tracking-[0.18em] text-ivory uppercase transition hover:bg-ink"
    >
      <Download aria-hidden className="size-4" strokeWidth={1.5} />
      Export CSV
    </a>
  );
}
