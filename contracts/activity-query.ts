// The Activity page's filters, read from its GET form (docs/decisions/074-activity-trail.md). No
// zod: the page imports it.
import { activityKinds, activitySubjectTypes, type ActivityKind } from "./activity";
import type { ActivitySubjectType } from "./activity";
import { isCalendarDay } from "./nairobi-time";

/** The longest search text (characters). */
export const maxActivitySearchLength = 100;

/** The longest date range (days, Nairobi): two years. */
export const maxActivityRangeDays = 731;

/** Entries on one page of the Activity page. */
export const activityPageSize = 50;

/** The Activity page's filters; each absent one does not filter. */
export interface ActivityFilters {
  /** A staff member's user id. */
  actor?: string;
  kind?: ActivityKind;
  /** Nairobi days YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  search?: string;
  subject?: { type: ActivitySubjectType; id: string };
  /** The page after the entry at this keyset position (created_at ISO, id). */
  after?: { createdAt: string; id: number };
}

/** What a person reads when a filter is refused. */
export const activityFilterTexts = {
  badDate: (field: string) => `The ${field} date is not a real day: write it as YYYY-MM-DD.`,
  backwards: "The range ends before it starts: choose a 'to' date on or after the 'from' date.",
  tooLong: "The range is longer than two years: choose a shorter one.",
  longSearch: `The search is longer than ${maxActivitySearchLength} characters: shorten it.`,
  badKind: "That kind of activity is not one the trail keeps: choose one from the list.",
  badSubject: "That subject is not one the trail keeps.",
  badPage: "That page link is damaged: start again from the first page.",
} as const;

/** The days between `from` and `to` (YYYY-MM-DD), both counted. */
function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/**
 * Reads the Activity page's query (actor, kind, from, to, q, subject 'order:LOR-1042', after
 * '2026-12-03T07:00:00.000Z~123'): the filters, or the first refusal's text.
 */
export function parseActivityFilters(
  query: URLSearchParams,
): { filters: ActivityFilters } | { error: string } {
  const text = (name: string) => query.get(name)?.trim() || undefined;
  const filters: ActivityFilters = {};
  const actor = text("actor");
  if (actor) filters.actor = actor.slice(0, 100);
  const kind = text("kind");
  if (kind) {
    if (!activityKinds.includes(kind as ActivityKind))
      return { error: activityFilterTexts.badKind };
    filters.kind = kind as ActivityKind;
  }
  for (const field of ["from", "to"] as const) {
    const day = text(field);
    if (!day) continue;
    if (!isCalendarDay(day)) return { error: activityFilterTexts.badDate(field) };
    filters[field] = day;
  }
  if (filters.from && filters.to) {
    if (filters.to < filters.from) return { error: activityFilterTexts.backwards };
    if (daysIn(filters.from, filters.to) > maxActivityRangeDays) {
      return { error: activityFilterTexts.tooLong };
    }
  }
  const search = text("q");
  if (search) {
    if (search.length > maxActivitySearchLength) return { error: activityFilterTexts.longSearch };
    filters.search = search;
  }
  const subject = text("subject");
  if (subject) {
    const [type, ...id] = subject.split(":");
    if (!activitySubjectTypes.includes(type as ActivitySubjectType) || id.length === 0) {
      return { error: activityFilterTexts.badSubject };
    }
    filters.subject = { type: type as ActivitySubjectType, id: id.join(":").slice(0, 200) };
  }
  const after = text("after");
  if (after) {
    const [createdAt = "", id = ""] = after.split("~");
    if (Number.isNaN(Date.parse(createdAt)) || !/^\d{1,15}$/.test(id)) {
      return { error: activityFilterTexts.badPage };
    }
    filters.after = { createdAt: new Date(createdAt).toISOString(), id: Number(id) };
  }
  return { filters };
}

/** The query string for `filters` (without `after`), for links and the next page. */
export function activityQuery(filters: ActivityFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.actor) query.set("actor", filters.actor);
  if (filters.kind) query.set("kind", filters.kind);
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  if (filters.search) query.set("q", filters.search);
  if (filters.subject) query.set("subject", `${filters.subject.type}:${filters.subject.id}`);
  return query;
}

/** The Activity page's link to subject `type` `id`'s whole trail. */
export function subjectTrailHref(type: ActivitySubjectType, id: string): string {
  return `/admin/activity?${activityQuery({ subject: { type, id } }).toString()}`;
}
