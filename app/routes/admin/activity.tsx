import { data, Link } from "react-router";
import { activityQuery, parseActivityFilters } from "#contracts/activity-query.ts";
import { listActivityActors, readActivityPage } from "#server/activity/activity-queries.ts";
import { getServices } from "#server/services.ts";
import { ActivityFilters } from "../../components/admin/activity/activity-filters";
import { ActivityList } from "../../components/admin/activity/activity-list";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { adminMeta } from "../../lib/admin/admin-meta";
import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => adminMeta("Activity");

/**
 * GET /admin/activity (docs/decisions/074-activity-trail.md): one page of the activity trail,
 * newest first, filtered by person (actor), kind, Nairobi days from–to, a search (q) over the
 * summary and subject id, and a subject ('order:LOR-1042'); `after` is the next page's keyset
 * position. Refused filters (a date that is no day, a range backwards or over two years, a
 * search over 100 characters) answer 400 with the reason, shown on the page over no entries.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const read = (name: string) => url.searchParams.get(name)?.slice(0, 200) ?? "";
  const values = {
    actor: read("actor"),
    kind: read("kind"),
    from: read("from"),
    to: read("to"),
    q: read("q"),
    subject: read("subject"),
  };
  const actors = await listActivityActors(db);
  const parsed = parseActivityFilters(url.searchParams);
  if ("error" in parsed) {
    return data(
      {
        values,
        actors,
        error: parsed.error,
        entries: [],
        next: null,
        newest: null,
        isFiltered: true,
      },
      400,
    );
  }
  const page = await readActivityPage(db, parsed.filters);
  const query = activityQuery(parsed.filters);
  const next = page.next
    ? `/admin/activity?${new URLSearchParams([...query, ["after", page.next]]).toString()}`
    : null;
  return {
    values,
    actors,
    error: null,
    entries: page.entries,
    next,
    newest: parsed.filters.after ? `/admin/activity?${query.toString()}` : null,
    isFiltered: query.size > 0,
  };
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { values, actors, error, entries, next, newest, isFiltered } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Activity"
        description="Everything staff changed, newest first. Entries are never edited or removed."
      />
      <ActivityFilters values={values} actors={actors} />
      {error ? (
        <p role="alert" className="border border-red-800/40 bg-red-50 p-4 text-sm text-red-900">
          {error}
        </p>
      ) : entries.length > 0 ? (
        <section aria-label="Activity entries">
          <ActivityList entries={entries} />
          <nav aria-label="Activity pages" className="mt-6 flex flex-wrap gap-4">
            {newest && (
              <Link
                to={newest}
                className="border border-espresso px-6 py-2.5 text-sm tracking-widest uppercase"
              >
                Newest
              </Link>
            )}
            {next && (
              <Link
                to={next}
                className="border border-espresso px-6 py-2.5 text-sm tracking-widest uppercase"
              >
                Older
              </Link>
            )}
          </nav>
        </section>
      ) : (
        <div className="flex flex-col items-center gap-4 border border-stone/70 p-10 text-center">
          <p className="text-ink">
            {isFiltered ? "No activity matches your filters" : "No activity yet"}
          </p>
          {isFiltered && (
            <Link
              to="/admin/activity"
              className="border border-espresso px-6 py-2.5 text-sm tracking-widest uppercase"
            >
              Clear Filters
            </Link>
          )}
        </div>
      )}
    </>
  );
}
