import { desc, eq } from "drizzle-orm";
import type { ActivityKind } from "#contracts/activity.ts";
import { activity } from "#server/db/activity-schema.ts";
import type { Db } from "#server/db/client.ts";

// The activity trail (decision 074) as tests read it: straight from its table, newest first.

/** The entries about `subjectId` (an order id, product id, brand id, …), newest first. */
export const trailOf = (db: Db, subjectId: string) =>
  db.select().from(activity).where(eq(activity.subjectId, subjectId)).orderBy(desc(activity.id));

/** The entries of `kind`, newest first. */
export const entriesOfKind = (db: Db, kind: ActivityKind) =>
  db.select().from(activity).where(eq(activity.kind, kind)).orderBy(desc(activity.id));
