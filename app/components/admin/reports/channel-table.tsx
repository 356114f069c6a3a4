import { formatPrice } from "#contracts/money.ts";
import {
  averageOrder,
  changeText,
  reportChannelLabels,
  type ChannelReport,
} from "#contracts/reports.ts";
import { reportCell as cell, reportTableFrame } from "./report-table-classes";
import { ReportTableHead } from "./report-table-head";

/**
 * Sales by channel (decision 078): each channel's orders, sales, average order, discounts and
 * refunds (decision 081) in the period, its sales in the period before and the change, then the
 * total.
 */
export function ChannelTable({ report }: { report: ChannelReport }) {
  const rows = [
    ...report.channels.map(({ now, before }) => ({
      label: reportChannelLabels[now.channel],
      now,
      before,
    })),
    { label: "Total", now: report.totals.now, before: report.totals.before },
  ];
  return (
    <div className={reportTableFrame}>
      <table className="w-full min-w-[40rem] text-sm" aria-label="Sales by channel">
        <ReportTableHead
          columns={[
            "Channel",
            "Orders",
            "Sales",
            "Average order",
            "Discounts",
            "Refunds",
            "Before",
            "Change",
          ]}
        />
        <tbody>
          {rows.map(({ label, now, before }) => (
            <tr
              key={label}
              className={
                label === "Total"
                  ? "border-t border-stone font-medium text-espresso"
                  : "border-t border-stone/40"
              }
            >
              <th scope="row" className="px-3 py-3 text-left font-normal">
                {label}
              </th>
              <td className={cell}>{now.orders.toLocaleString("en-KE")}</td>
              <td className={cell}>{formatPrice(now.sales)}</td>
              <td className={cell}>{formatPrice(averageOrder(now))}</td>
              <td className={cell}>{formatPrice(now.discounts)}</td>
              <td className={cell}>{formatPrice(now.refunds)}</td>
              <td className={`${cell} text-taupe`}>{formatPrice(before.sales)}</td>
              <td className={cell}>{changeText(now.sales, before.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
