import { formatPrice } from "#contracts/money.ts";
import type { ChartStep, SalesChart } from "#contracts/report-page.ts";
import { reportCell, reportTableFrame } from "./report-table-classes";
import { ReportTableHead } from "./report-table-head";

/** How a step reads in the legend ('Sales per week') and over the table's first column. */
const stepWords: Record<ChartStep, { per: string; column: string }> = {
  day: { per: "day", column: "Day" },
  week: { per: "week", column: "Week from" },
  month: { per: "month", column: "Month" },
};

/** The x-axis' labels: the first point's, the middle one's and the last one's. */
const axisOf = (labels: string[]) =>
  labels.length > 2 ? [labels[0], labels[Math.floor(labels.length / 2)], labels.at(-1)] : labels;

/**
 * Sales over the period against the period before (decision 081): the server's SVG paths
 * stretched to the frame (lines keep their width), the gridlines' figures beside them, and the
 * same points as a table under 'Show as a table' — what a screen reader reads, and what stays
 * when the drawing cannot be seen.
 */
export function SalesChartView({ chart }: { chart: SalesChart }) {
  const { per, column } = stepWords[chart.step];
  return (
    <figure className="space-y-3 border border-stone/70 bg-white/60 p-4">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2">
        <div
          aria-hidden
          className="flex h-44 flex-col justify-between text-right text-[11px] text-taupe tabular-nums"
        >
          {chart.ticks.map((tick) => (
            <span key={tick} className="-my-2 leading-4">
              {tick}
            </span>
          ))}
        </div>
        <svg
          aria-hidden
          viewBox="0 0 1000 100"
          preserveAspectRatio="none"
          className="h-44 w-full overflow-visible"
        >
          {chart.ticks.map((tick, index) => {
            const at = (index / Math.max(chart.ticks.length - 1, 1)) * 100;
            return (
              <line
                key={tick}
                x1={0}
                x2={1000}
                y1={at}
                y2={at}
                className="stroke-stone"
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
          <path d={chart.area} className="fill-gold/15" />
          <path
            d={chart.before}
            fill="none"
            className="stroke-taupe"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
          <path
            d={chart.line}
            fill="none"
            className="stroke-gold-dark"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div aria-hidden className="col-start-2 flex justify-between text-[11px] text-taupe">
          {axisOf(chart.points.map((point) => point.label)).map((label) => (
            <span key={label}>{label}</span>
          ))}
        </div>
      </div>
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-taupe">
        <span className="flex items-center gap-2">
          <span aria-hidden className="h-0.5 w-5 bg-gold-dark" />
          Sales per {per}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden className="w-5 border-t border-dashed border-taupe" />
          The period before
        </span>
      </figcaption>
      <details>
        <summary className="cursor-pointer text-xs tracking-wide text-espresso underline underline-offset-4">
          Show as a table
        </summary>
        <div className={`${reportTableFrame} mt-3 max-h-96 overflow-y-auto`}>
          <table className="w-full text-sm" aria-label={`Sales per ${per}`}>
            <ReportTableHead columns={[column, "Sales", "Before"]} />
            <tbody>
              {chart.points.map((point) => (
                <tr key={point.label} className="border-t border-stone/40">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {point.label}
                  </th>
                  <td className={reportCell}>{formatPrice(point.sales)}</td>
                  <td className={`${reportCell} text-taupe`}>{formatPrice(point.salesBefore)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
