import { inArray, sql } from "drizzle-orm";
import type { SettingKey, SettingTexts } from "#contracts/settings.ts";
import type { Db } from "../db/client";
import { shopSetting, shopSettingChange } from "../db/settings-schema";
import { recordActivity } from "../activity/record-activity";

/** One setting a staff member changed, and its new canonical text. */
export interface SettingEdit {
  key: SettingKey;
  to: string;
}

/** Who saves (the change log's name, and their user id). */
export interface SettingsEditor {
  userId: string;
  name: string;
}

/**
 * Saves `edits` (canonical texts, server/settings/setting-fields.ts) as staff member `editor`
 * (decision 044): each setting whose text in force — the saved one, else `defaults`' — differs
 * from the new one is written and its change logged (who, when, old → new), in one transaction.
 * Saves are taken one at a time, so a change log's old text is always the one it replaced; each
 * change is also a 'settings.changed' entry on the activity trail (decision 074). Every
 * process hears of the change at commit (migration 0023's trigger).
 * @returns the keys changed; none when every setting already read so.
 */
export async function saveSettings(
  db: Db,
  {
    edits,
    editor,
    defaults,
  }: { edits: SettingEdit[]; editor: SettingsEditor; defaults: SettingTexts },
  now: Date = new Date(),
): Promise<SettingKey[]> {
  if (edits.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${shopSetting} in share row exclusive mode`);
    const saved = await tx
      .select({ key: shopSetting.key, value: shopSetting.value })
      .from(shopSetting)
      .where(
        inArray(
          shopSetting.key,
          edits.map((edit) => edit.key),
        ),
      );
    const changed: SettingKey[] = [];
    for (const { key, to } of edits) {
      const inForce = saved.find((row) => row.key === key)?.value ?? defaults[key];
      if (inForce === to) continue;
      await tx
        .insert(shopSetting)
        .values({
          key,
          value: to,
          updatedBy: editor.name,
          updatedByUserId: editor.userId,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: shopSetting.key,
          set: {
            value: to,
            updatedBy: editor.name,
            updatedByUserId: editor.userId,
            updatedAt: now,
          },
        });
      await tx.insert(shopSettingChange).values({
        key,
        oldValue: inForce,
        newValue: to,
        changedBy: editor.name,
        changedByUserId: editor.userId,
        changedAt: now,
      });
      await recordActivity(
        tx,
        {
          actor: editor,
          kind: "settings.changed",
          subjectType: "setting",
          subjectId: key,
          summary: `${key}: ${inForce || "(empty)"} → ${to || "(empty)"}`,
          before: { [key]: inForce },
          after: { [key]: to },
        },
        now,
      );
      changed.push(key);
    }
    return changed;
  });
}
