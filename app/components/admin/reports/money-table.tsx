import { formatPrice } from "#contracts/money.ts";
import type { MethodMoney } from "#contracts/staff-and-payment-report.ts";
import { reportCell, reportTableFrame } from "./report-table-classes";
import { ReportTableHead } from "./report-table-head";

/**
 * Money in and out by payment method (decision 081): payments received, refunds given and what
 * is left, by method, then the total.
 */
export function MoneyTable({ methods }: { methods: MethodMoney[] }) {
  const total = methods.reduce(
    (sum, row) => ({
      payments: sum.payments + row.payments,
      received: sum.received + row.received,
      refunded: sum.refunded + row.refunded,
    }),
    { payments: 0, received: 0, refunded: 0 },
  );
  const rows = [...methods, { label: "Total", ...total }];
  return (
    <div className={reportTableFrame}>
      <table className="w-full min-w-[24rem] text-sm" aria-label="Money by payment method">
        <ReportTableHead columns={["Method", "Payments", "Received", "Refunded", "Net"]} />
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.label}
              className={
                row.label === "Total"
                  ? "border-t border-stone font-medium text-espresso"
                  : "border-t border-stone/40"
              }
            >
              <th scope="row" className="px-3 py-3 text-left font-normal whitespace-nowrap">
                {row.label}
              </th>
              <td className={reportCell}>{row.payments.toLocaleString("en-KE")}</td>
              <td className={reportCell}>{formatPrice(row.received)}</td>
              <td className={reportCell}>{formatPrice(row.refunded)}</td>
              <td className={reportCell}>{formatPrice(row.received - row.refunded)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
