import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";
import { catalogChangedChannel } from "#server/db/notifications.ts";

type Notified = Pick<DatabaseHandle, "db" | "listen">;

/** Runs `run` and resolves once this process has heard a notification on `channel`. */
async function runUntilHeard(
  database: Pick<DatabaseHandle, "listen">,
  channel: string,
  run: () => Promise<unknown>,
): Promise<void> {
  let heard!: () => void;
  const notified = new Promise<void>((resolve) => (heard = resolve));
  const unlisten = await database.listen(channel, () => heard());
  await run();
  await notified;
  unlisten();
}

/**
 * Runs a catalogue change and resolves once this process has heard of it. Caches subscribed
 * before this call (page cache, suggestions) have been cleared by then: on PostgreSQL the
 * notification travels over its own connection after the commit.
 */
export function changeCatalogue(
  database: Pick<DatabaseHandle, "listen">,
  change: () => Promise<unknown>,
): Promise<void> {
  return runUntilHeard(database, catalogChangedChannel, change);
}

/**
 * Resolves once this process has heard every notification committed before the call: one of its
 * own, sent now, reaches the listening connection after them. A test expecting that something
 * did not change the catalogue looks at the caches after this.
 */
export function hearNotificationsSoFar(database: Notified): Promise<void> {
  const channel = "test_heard_so_far";
  return runUntilHeard(database, channel, () =>
    database.db.execute(sql`select pg_notify(${channel}, '')`),
  );
}
