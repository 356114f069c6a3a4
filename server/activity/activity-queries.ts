import { and, desc, eq, ilike, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { activityPageSize, type ActivityFilters } from "#contracts/activity-query.ts";
import type { ActivitySubjectType } from "#contracts/activity.ts";
import { dayBounds } from "#contracts/nairobi-time.ts";
import type { DbExecutor } from "../db/client";
import { activity } from "../db/activity-schema";
import { containsPattern } from "../db/like-pattern";

/** One entry as the Activity page and the subject trails show it. */
export type ActivityRow = typeof activity.$inferSelect;

/** One page of the trail, newest first, and the keyset position of the next page (if any). */
export interface ActivityPage {
  entries: ActivityRow[];
  next?: string;
}

function conditions(filters: ActivityFilters): SQL[] {
  const where: (SQL | undefined)[] = [
    filters.actor ? eq(activity.actorUserId, filters.actor) : undefined,
    filters.kind ? eq(activity.kind, filters.kind) : undefined,
    filters.from ? sql`${activity.createdAt} >= ${dayBounds(filters.from).start}` : undefined,
    filters.to ? lt(activity.createdAt, dayBounds(filters.to).end) : undefined,
    filters.subject
      ? and(
          eq(activity.subjectType, filters.subject.type),
          eq(activity.subjectId, filters.subject.id),
        )
      : undefined,
    filters.search
      ? or(
          ilike(activity.summary, containsPattern(filters.search)),
          eq(activity.subjectId, filters.search),
        )
      : undefined,
    filters.after
      ? sql`(${activity.createdAt}, ${activity.id}) < (${filters.after.createdAt}::timestamptz, ${filters.after.id})`
      : undefined,
  ];
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * One page of the activity trail (docs/decisions/074-activity-trail.md) matching `filters`,
 * newest first, `pageSize` entries at most, read by keyset from `filters.after` along the
 * index of the filter given (subject, actor, kind, or time).
 * @returns the entries and, when there are more, the next page's `after` ('ISO~id').
 */
export async function readActivityPage(
  db: DbExecutor,
  filters: ActivityFilters,
  pageSize: number = activityPageSize,
): Promise<ActivityPage> {
  const rows = await db
    .select()
    .from(activity)
    .where(and(...conditions(filters)))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(pageSize + 1);
  const entries = rows.slice(0, pageSize);
  const last = entries.at(-1);
  return rows.length > pageSize && last
    ? { entries, next: `${last.createdAt.toISOString()}~${last.id}` }
    : { entries };
}

/** The latest `count` entries about subject `type` `id`, newest first (a page's compact trail). */
export async function readSubjectTrail(
  db: DbExecutor,
  type: ActivitySubjectType,
  id: string,
  count = 5,
): Promise<ActivityRow[]> {
  return (await readActivityPage(db, { subject: { type, id } }, count)).entries;
}

/**
 * The staff who appear in the trail (the person filter's choices): user id and latest name kept,
 * by name. Reads the actor index's distinct ids (a few staff over any number of entries).
 */
export async function listActivityActors(
  db: DbExecutor,
): Promise<{ userId: string; name: string }[]> {
  const rows = await db
    .selectDistinctOn([activity.actorUserId], {
      userId: activity.actorUserId,
      name: activity.actorName,
    })
    .from(activity)
    .where(isNotNull(activity.actorUserId))
    .orderBy(activity.actorUserId, desc(activity.createdAt), desc(activity.id));
  return rows
    .flatMap((row) => (row.userId ? [{ userId: row.userId, name: row.name }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}
