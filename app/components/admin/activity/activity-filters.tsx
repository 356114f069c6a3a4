import { Form, Link } from "react-router";
import { activityKindLabels, activityKinds } from "#contracts/activity.ts";
import { maxActivitySearchLength } from "#contracts/activity-query.ts";
import { filterFieldClass, filterLabelClass } from "../filter-form-classes";

/** The filters as the form shows them: what was sent, refused or not. */
export interface ActivityFilterValues {
  actor: string;
  kind: string;
  from: string;
  to: string;
  q: string;
  subject: string;
}

const field = filterFieldClass;
const label = filterLabelClass;

/**
 * The Activity page's filters: person, kind, Nairobi date range and a search, a plain GET form
 * (works without scripts). A subject filter rides along hidden, with a link to drop it.
 */
export function ActivityFilters({
  values,
  actors,
}: {
  values: ActivityFilterValues;
  actors: readonly { userId: string; name: string }[];
}) {
  return (
    <Form
      method="get"
      action="/admin/activity"
      role="search"
      aria-label="Filter activity"
      className="mb-6 grid grid-cols-1 gap-4 border border-stone/70 bg-white/40 p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div>
        <label htmlFor="activity-actor" className={label}>
          Person
        </label>
        <select id="activity-actor" name="actor" defaultValue={values.actor} className={field}>
          <option value="">Everyone</option>
          {actors.map((actor) => (
            <option key={actor.userId} value={actor.userId}>
              {actor.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="activity-kind" className={label}>
          Kind
        </label>
        <select id="activity-kind" name="kind" defaultValue={values.kind} className={field}>
          <option value="">All kinds</option>
          {activityKinds.map((kind) => (
            <option key={kind} value={kind}>
              {activityKindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="activity-from" className={label}>
          From (Nairobi)
        </label>
        <input
          id="activity-from"
          type="date"
          name="from"
          defaultValue={values.from}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="activity-to" className={label}>
          To (Nairobi)
        </label>
        <input id="activity-to" type="date" name="to" defaultValue={values.to} className={field} />
      </div>
      <div>
        <label htmlFor="activity-q" className={label}>
          Search
        </label>
        <input
          id="activity-q"
          type="search"
          name="q"
          defaultValue={values.q}
          maxLength={maxActivitySearchLength}
          placeholder="Order number, product, text…"
          className={`${field} placeholder:text-taupe`}
        />
      </div>
      {values.subject && <input type="hidden" name="subject" value={values.subject} />}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-5">
        <button
          type="submit"
          className="bg-espresso px-6 py-2.5 text-sm tracking-widest text-ivory uppercase hover:bg-ink focus-visible:outline-2 focus-visible:outline-gold"
        >
          Show Activity
        </button>
        <Link
          to="/admin/activity"
          className="text-sm text-taupe underline-offset-4 hover:underline"
        >
          Clear filters
        </Link>
        {values.subject && (
          <span className="text-sm text-espresso">Only {values.subject.replace(":", " ")}</span>
        )}
      </div>
    </Form>
  );
}
