import { desc } from "drizzle-orm";
import { settingKeys, type SettingChange } from "#contracts/settings.ts";
import type { DbExecutor } from "../db/client";
import { shopSettingChange } from "../db/settings-schema";

/** The latest `limit` changes of the shop settings, newest first (decision 044). */
export async function listSettingChanges(db: DbExecutor, limit: number): Promise<SettingChange[]> {
  const rows = await db
    .select({
      id: shopSettingChange.id,
      key: shopSettingChange.key,
      oldValue: shopSettingChange.oldValue,
      newValue: shopSettingChange.newValue,
      changedBy: shopSettingChange.changedBy,
      changedAt: shopSettingChange.changedAt,
    })
    .from(shopSettingChange)
    .orderBy(desc(shopSettingChange.changedAt), desc(shopSettingChange.id))
    .limit(limit);
  return rows.flatMap(({ key, changedAt, ...change }) => {
    const setting = settingKeys.find((candidate) => candidate === key);
    return setting ? [{ ...change, key: setting, changedAt: changedAt.toISOString() }] : [];
  });
}
