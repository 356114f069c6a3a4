import type { ImportCounts, ImportOutcome } from "#contracts/catalogue-csv.ts";
import { catalogueImportTexts } from "#contracts/catalogue-csv.ts";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** One line of counts: a label, then created, changed and unchanged. */
function CountsRow({ label, counts }: { label: string; counts: ImportCounts }) {
  const cells = [
    ["created", counts.created],
    ["changed", counts.changed],
    ["unchanged", counts.unchanged],
  ] as const;
  return (
    <tr className="border-t border-stone/60">
      <th scope="row" className="py-2 pr-4 text-left font-normal text-taupe">
        {label}
      </th>
      {cells.map(([name, count]) => (
        <td key={name} className="py-2 pr-4 tabular-nums" data-count={name}>
          {count}
        </td>
      ))}
    </tr>
  );
}

/**
 * What an import would do or did (decision 063): products and sizes created, changed and left
 * as they are, photos the ZIP adds, then every refused row by its number (the header is row 1) with its reason.
 */
export function ImportOutcomeView({
  stage,
  outcome,
}: {
  stage: "preview" | "imported";
  outcome: ImportOutcome;
}) {
  const isDone = stage === "imported";
  const { problems } = outcome;
  return (
    <section
      aria-labelledby="import-outcome"
      className="border border-stone/70 bg-white/60 p-5 sm:p-6"
    >
      <h2 id="import-outcome" className="font-display text-2xl text-espresso">
        {isDone ? "Imported" : problems.length > 0 ? "Rows to fix" : "Preview"}
      </h2>
      {isDone ? (
        <p role="status" className="mt-2 text-sm">
          The catalogue is imported: every product and size below is written.
        </p>
      ) : problems.length > 0 ? (
        <p role="alert" className="mt-2 text-sm text-wine">
          {catalogueImportTexts.refused} ({plural(problems.length, "problem")}).
        </p>
      ) : (
        <p className="mt-2 text-sm">Nothing is written until you confirm.</p>
      )}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs tracking-wide text-taupe">
              <td />
              <th className="py-1 pr-4 font-normal">{isDone ? "Created" : "To create"}</th>
              <th className="py-1 pr-4 font-normal">{isDone ? "Changed" : "To change"}</th>
              <th className="py-1 pr-4 font-normal">Unchanged</th>
            </tr>
          </thead>
          <tbody>
            <CountsRow label="Products" counts={outcome.products} />
            <CountsRow label="Sizes" counts={outcome.sizes} />
          </tbody>
        </table>
      </div>
      {outcome.photos > 0 && (
        <p className="mt-3 text-sm" data-count="photos">
          {isDone ? "Photos added" : "Photos to add"}: {outcome.photos}
        </p>
      )}
      {problems.length > 0 && (
        <ol
          aria-label="Rows to fix"
          className="mt-5 divide-y divide-stone/60 border-y border-stone/60"
        >
          {problems.map(({ row, reason }, index) => (
            <li key={`${row}-${index}`} className="flex gap-4 py-2 text-sm">
              <span className="w-16 shrink-0 font-medium text-espresso tabular-nums">
                Row {row}
              </span>
              <span className="text-ink">{reason}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
