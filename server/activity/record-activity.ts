import type { ActivityKind, ActivitySubjectType } from "#contracts/activity.ts";
import { maxActivitySummaryLength } from "#contracts/activity.ts";
import type { DbExecutor } from "../db/client";
import { activity } from "../db/activity-schema";

/** Who did it: a staff member (their user id and name as it is now), or the shop itself. */
export interface ActivityActor {
  /** Null for the shop itself or a shopper. */
  userId: string | null;
  name: string;
}

/** The shop itself, for changes no person made (jobs, callbacks). */
export const shopActor: ActivityActor = { userId: null, name: "Shop" };

/** One entry of the trail, as a change records it. */
export interface ActivityEntry {
  actor: ActivityActor;
  kind: ActivityKind;
  subjectType: ActivitySubjectType;
  subjectId: string;
  /** What happened in a few words, e.g. 'LOR-1042: Pending → Delivered'. */
  summary: string;
  /** The changed fields' values before and after; omit when nothing was there before/after. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * Appends `entry` to the activity trail (docs/decisions/074-activity-trail.md), in `tx` — the
 * transaction that makes the change, so the change and its entry are kept or lost together. A
 * summary over 300 characters is cut with an ellipsis. `now` is the entry's time.
 */
export async function recordActivity(
  tx: DbExecutor,
  entry: ActivityEntry,
  now: Date = new Date(),
): Promise<void> {
  await recordActivities(tx, [entry], now);
}

/** Appends many entries at once (a bulk change), as recordActivity does one. */
export async function recordActivities(
  tx: DbExecutor,
  entries: readonly ActivityEntry[],
  now: Date = new Date(),
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(activity).values(
    entries.map(({ actor, summary, ...entry }) => ({
      ...entry,
      createdAt: now,
      actorUserId: actor.userId,
      actorName: actor.name,
      summary:
        summary.length > maxActivitySummaryLength
          ? `${summary.slice(0, maxActivitySummaryLength - 1)}…`
          : summary,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

/**
 * The fields of `after` whose values differ from `before` (compared as JSON), as the trail keeps
 * them: { before, after } with only those fields; undefined when nothing changed.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | undefined {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return undefined;
  const pick = (values: T) =>
    Object.fromEntries(keys.map((key) => [key, values[key]])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
