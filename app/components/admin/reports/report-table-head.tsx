import { reportCell, reportTableHead } from "./report-table-classes";

/**
 * A report table's head row: the first `textColumns` names (1 by default) over left-aligned
 * text, the rest over right-aligned figures.
 */
export function ReportTableHead({
  columns,
  textColumns = 1,
}: {
  columns: string[];
  textColumns?: number;
}) {
  return (
    <thead className={reportTableHead}>
      <tr>
        {columns.map((name, index) => (
          <th
            key={name}
            scope="col"
            className={
              index < textColumns ? "px-3 py-3 text-left font-normal" : `${reportCell} font-normal`
            }
          >
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
