import { formatPrice } from "#contracts/money.ts";
import { changeText } from "#contracts/reports.ts";
import { placedByShoppers, type StaffSales } from "#contracts/staff-and-payment-report.ts";
import { NothingSoldRow } from "./nothing-sold-row";
import { reportCell, reportTableFrame } from "./report-table-classes";
import { ReportTableHead } from "./report-table-head";

/**
 * Sales by staff member (decision 081): the orders each keyed in, their sales, the period
 * before's and the change; the shoppers' own orders on a row of their own.
 */
export function StaffTable({ staff }: { staff: StaffSales[] }) {
  return (
    <div className={reportTableFrame}>
      <table className="w-full min-w-[20rem] text-sm" aria-label="Sales by staff member">
        <ReportTableHead columns={["Staff member", "Orders", "Sales", "Before", "Change"]} />
        <tbody>
          {staff.map((row) => (
            <tr key={row.staff} className="border-t border-stone/40">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                {row.staff || placedByShoppers}
              </th>
              <td className={reportCell}>{row.orders.toLocaleString("en-KE")}</td>
              <td className={reportCell}>{formatPrice(row.sales)}</td>
              <td className={`${reportCell} text-taupe`}>{formatPrice(row.salesBefore)}</td>
              <td className={reportCell}>{changeText(row.sales, row.salesBefore)}</td>
            </tr>
          ))}
          {staff.length === 0 && <NothingSoldRow columns={5} />}
        </tbody>
      </table>
    </div>
  );
}
