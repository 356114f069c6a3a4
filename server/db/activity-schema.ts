import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { maxActivitySummaryLength } from "#contracts/activity.ts";

/**
 * The activity trail (DESIGN §5 "Team", docs/decisions/074-activity-trail.md): one row per
 * thing staff did, written in the change's own transaction. Append-only: a trigger refuses
 * UPDATE and DELETE (migration 0040). `actorUserId` null is the shop itself or a shopper;
 * `actorName` is the name as it was then. `before`/`after` hold only the fields that changed.
 * Each index serves one page of the Activity page newest first (keyset on created_at, id).
 */
export const activity = pgTable(
  "activity",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    actorUserId: text("actor_user_id"),
    actorName: text("actor_name").notNull(),
    kind: text("kind").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    summary: text("summary").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("activity_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("activity_subject_idx").on(t.subjectType, t.subjectId, t.createdAt.desc(), t.id.desc()),
    index("activity_actor_idx").on(t.actorUserId, t.createdAt.desc(), t.id.desc()),
    index("activity_kind_idx").on(t.kind, t.createdAt.desc(), t.id.desc()),
    check(
      "activity_summary_length",
      sql`char_length(${t.summary}) <= ${sql.raw(String(maxActivitySummaryLength))}`,
    ),
  ],
);
