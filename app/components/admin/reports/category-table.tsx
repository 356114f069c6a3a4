import { formatPrice } from "#contracts/money.ts";
import { reportBlank, type CategorySales } from "#contracts/product-report.ts";
import { changeText } from "#contracts/reports.ts";
import { NothingSoldRow } from "./nothing-sold-row";
import { reportCell, reportTableFrame } from "./report-table-classes";
import { ReportTableHead } from "./report-table-head";

/** Sales by category (decision 080): units and sales, the period before's sales and the change. */
export function CategoryTable({ categories }: { categories: CategorySales[] }) {
  return (
    <div className={reportTableFrame}>
      <table className="w-full min-w-[20rem] text-sm" aria-label="Sales by category">
        <ReportTableHead columns={["Category", "Units", "Sales", "Before", "Change"]} />
        <tbody>
          {categories.map((row) => (
            <tr key={row.category} className="border-t border-stone/40">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                {row.category || reportBlank.category}
              </th>
              <td className={reportCell}>{row.units.toLocaleString("en-KE")}</td>
              <td className={reportCell}>{formatPrice(row.sales)}</td>
              <td className={`${reportCell} text-taupe`}>{formatPrice(row.salesBefore)}</td>
              <td className={reportCell}>{changeText(row.sales, row.salesBefore)}</td>
            </tr>
          ))}
          {categories.length === 0 && <NothingSoldRow columns={5} />}
        </tbody>
      </table>
    </div>
  );
}
