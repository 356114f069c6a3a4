import type { DatabaseHandle } from "#server/db/client.ts";
import { catalogChangedChannel } from "#server/db/notifications.ts";

/**
 * Runs a catalogue change and resolves once this process has heard of it. Caches subscribed
 * before this call (page cache, suggestions) have been cleared by then: on PostgreSQL the
 * notification travels over its own connection after the commit.
 */
export async function changeCatalogue(
  database: Pick<DatabaseHandle, "listen">,
  change: () => Promise<unknown>,
): Promise<void> {
  let heard!: () => void;
  const notified = new Promise<void>((resolve) => (heard = resolve));
  const unlisten = await database.listen(catalogChangedChannel, () => heard());
  await change();
  await notified;
  unlisten();
}
