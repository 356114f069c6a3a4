/** A trail value as a person reads it: text as is, lists and maps as 'a: 1, b: 2'. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${shown(inner)}`)
      .join(", ");
  }
  return String(value);
}

/**
 * An entry's before → after, one line per changed field (docs/decisions/074-activity-trail.md);
 * nothing when the entry kept neither.
 */
export function ActivityChange({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <dl className="space-y-1 text-xs text-taupe">
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap gap-x-1">
          <dt className="tracking-wide text-espresso">{field}:</dt>
          <dd>
            {before && field in before && <span>{shown(before[field])}</span>}
            {before && field in before && after && field in after && (
              <span aria-label="changed to"> → </span>
            )}
            {after && field in after && <span className="text-ink">{shown(after[field])}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
