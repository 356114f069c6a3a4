import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";

const migrations = new URL("../../server/db/migrations/", import.meta.url);

/** The migrations' tags in the order the migrator runs them (meta/_journal.json). */
export const migrationTags = (
  JSON.parse(fs.readFileSync(new URL("meta/_journal.json", migrations), "utf8")) as {
    entries: { tag: string }[];
  }
).entries.map((entry) => entry.tag);

/** Runs the migrations from `first` up to, not including, `end`, as the migrator does. */
export async function runMigrations(db: DatabaseHandle["db"], first: number, end: number) {
  for (const tag of migrationTags.slice(first, end)) {
    const text = fs.readFileSync(new URL(`${tag}.sql`, migrations), "utf8");
    for (const statement of text.split("--> statement-breakpoint"))
      if (statement.trim()) await db.execute(sql.raw(statement));
  }
}
