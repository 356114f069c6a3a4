import { Link } from "react-router";
import type { ActivityEntryView, ActivitySubjectType } from "#contracts/activity.ts";
import { subjectTrailHref } from "#contracts/activity-query.ts";
import { ActivityList } from "./activity-list";

/**
 * A subject's compact trail on its own admin page (decision 074): its latest entries, or a line
 * saying there are none, and a link to all of them on Admin → Activity.
 */
export function SubjectActivity({
  type,
  id,
  entries,
}: {
  type: ActivitySubjectType;
  id: string;
  entries: readonly ActivityEntryView[] | undefined;
}) {
  return (
    <section aria-label="Activity" className="mt-6">
      <h3 className="eyebrow mb-3">Activity</h3>
      {entries === undefined ? null : entries.length > 0 ? (
        <ActivityList entries={entries} compact />
      ) : (
        <p className="text-sm text-taupe">No changes recorded yet.</p>
      )}
      <Link
        to={subjectTrailHref(type, id)}
        className="mt-3 inline-block text-xs tracking-widest text-gold-dark uppercase hover:text-espresso"
      >
        All activity for this {type}
      </Link>
    </section>
  );
}
