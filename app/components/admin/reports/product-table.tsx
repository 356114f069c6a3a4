import { formatPrice } from "#contracts/money.ts";
import { reportBlank, type ProductReport } from "#contracts/product-report.ts";
import { NothingSoldRow } from "./nothing-sold-row";
import { reportCell, reportTableFrame } from "./report-table-classes";
import { ReportTableHead } from "./report-table-head";

/**
 * Sales by product and size (decision 080): the best-selling sizes of the period, units and sales
 * at the prices sold, and how many more the CSV holds.
 */
export function ProductTable({ report }: { report: ProductReport }) {
  const { products, productCount } = report;
  return (
    <div className="space-y-2">
      <div className={reportTableFrame}>
        <table className="w-full min-w-[20rem] text-sm" aria-label="Sales by product">
          <ReportTableHead columns={["Product", "Size", "Units", "Sales"]} textColumns={2} />
          <tbody>
            {products.map((row) => (
              <tr key={`${row.productId} ${row.sizeLabel}`} className="border-t border-stone/40">
                <th scope="row" className="px-3 py-3 text-left font-normal">
                  {row.name}
                </th>
                <td className="px-3 py-3 whitespace-nowrap text-taupe">
                  {row.sizeLabel || reportBlank.size}
                </td>
                <td className={reportCell}>{row.units.toLocaleString("en-KE")}</td>
                <td className={reportCell}>{formatPrice(row.sales)}</td>
              </tr>
            ))}
            {products.length === 0 && <NothingSoldRow columns={4} />}
          </tbody>
        </table>
      </div>
      {productCount > products.length && (
        <p className="text-xs text-taupe">
          The {products.length} best-selling of {productCount.toLocaleString("en-KE")}; the CSV
          lists them all.
        </p>
      )}
    </div>
  );
}
