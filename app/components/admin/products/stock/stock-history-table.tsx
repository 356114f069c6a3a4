import { stockReasonText, type StockHistoryFields } from "#contracts/stock-movement.ts";
import { formatPrice } from "#contracts/money.ts";

/** One movement as the history shows it; `when` is already in Nairobi time. */
export interface StockHistoryEntry extends StockHistoryFields {
  when: string;
}

const columns = ["Date", "Size", "Reason", "Change", "Level after", "Who", "Reference"];

/** A change with its sign: '+12', '−3'. */
const signed = (delta: number) =>
  delta > 0 ? `+${delta.toLocaleString("en-KE")}` : `−${(-delta).toLocaleString("en-KE")}`;

/**
 * A product's stock history, newest first (decision 073): when (Nairobi), size, reason in words,
 * the change, the level after, who (a shopper's order or the system: 'Shop') and the reference
 * with a receipt's unit cost. Scrolls sideways inside its box on a phone; `isLoading` dims it
 * while another page loads.
 */
export function StockHistoryTable({
  entries,
  isLoading,
}: {
  entries: readonly StockHistoryEntry[];
  isLoading: boolean;
}) {
  if (entries.length === 0) {
    return (
      <p className="border border-dashed border-stone px-4 py-8 text-center text-sm text-taupe">
        No stock movements yet. Receive stock or take a count to start this product's history.
      </p>
    );
  }
  return (
    <div
      aria-busy={isLoading}
      className={`overflow-x-auto transition-opacity ${isLoading ? "opacity-50" : ""}`}
    >
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <thead>
          <tr className="border-b border-stone text-left text-xs text-taupe">
            {columns.map((label) => (
              <th key={label} scope="col" className="py-2 pr-4 font-normal last:pr-0">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-stone/50 align-top">
              <td className="py-3 pr-4 whitespace-nowrap text-taupe">{entry.when}</td>
              <td className="py-3 pr-4">{entry.sizeLabel}</td>
              <td className="py-3 pr-4">{stockReasonText[entry.reason]}</td>
              <td
                className={`py-3 pr-4 tabular-nums ${entry.delta > 0 ? "text-espresso" : "text-wine"}`}
              >
                {signed(entry.delta)}
              </td>
              <td className="py-3 pr-4 tabular-nums">{entry.levelAfter.toLocaleString("en-KE")}</td>
              <td className="py-3 pr-4">{entry.who ?? "Shop"}</td>
              <td className="py-3 break-words text-taupe">
                {[
                  entry.reference,
                  entry.unitCost === null ? null : `${formatPrice(entry.unitCost)} each`,
                ]
                  .filter(Boolean)
                  .join(" · ") || "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
