import { parseConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/log.ts";
import { createSettingsStore, type SettingsStore } from "#server/settings/settings-store.ts";

/**
 * The shop settings a process keeps (decision 044) over a test database, with `env` as the
 * environment's defaults, e.g. { SHOP_PHONE: "+254 700 123 456" }.
 */
export function testSettings(
  { db, listen }: Pick<DatabaseHandle, "db" | "listen">,
  env: NodeJS.ProcessEnv = {},
): SettingsStore {
  const defaults = parseConfig(env).settingDefaults;
  return createSettingsStore({ db, listen, defaults, log: createLogger("silent") });
}
