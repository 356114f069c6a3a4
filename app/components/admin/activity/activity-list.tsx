import {
  activityKindLabels,
  type ActivityEntryView,
  type ActivityKind,
} from "#contracts/activity.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import { ActivityChange } from "./activity-change";
import { ActivitySubject } from "./activity-subject";

/**
 * Trail entries newest first (docs/decisions/074-activity-trail.md): when (Nairobi), who, what,
 * the subject (linked) and before → after. `compact` leaves the subject out (a subject's own
 * page).
 */
export function ActivityList({
  entries,
  compact = false,
}: {
  entries: readonly ActivityEntryView[];
  compact?: boolean;
}) {
  return (
    <ol className="divide-y divide-stone/60 border-y border-stone/60">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <div className="text-xs text-taupe">
            <time dateTime={new Date(entry.createdAt).toISOString()}>
              {formatOrderDate(entry.createdAt)}
            </time>
            <p className="text-espresso">{entry.actorName}</p>
          </div>
          <div className="min-w-0 space-y-1 break-words">
            <p className="text-sm text-ink">
              <span className="mr-2 text-[0.7rem] tracking-widest text-gold-dark uppercase">
                {activityKindLabels[entry.kind as ActivityKind] ?? entry.kind}
              </span>
              {entry.summary}
            </p>
            {!compact && (
              <p className="text-xs">
                <ActivitySubject type={entry.subjectType} id={entry.subjectId} />
              </p>
            )}
            <ActivityChange before={entry.before} after={entry.after} />
          </div>
        </li>
      ))}
    </ol>
  );
}
