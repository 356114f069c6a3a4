import { sql } from "drizzle-orm";
import { check, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { maxSettingLength } from "#contracts/settings.ts";

/**
 * A shop setting staff changed in the admin (DESIGN §5 "Settings", decision 044): its canonical
 * text (server/settings/setting-fields.ts) over the environment's default, and who last set it. A
 * statement trigger notifies `settings_changed`, so every process re-reads (migration 0022).
 */
export const shopSetting = pgTable(
  "shop_setting",
  {
    key: text("key").primaryKey(),
    value: text("value").notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedByUserId: text("updated_by_user_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "shop_setting_value_length",
      sql`char_length(${t.value}) <= ${sql.raw(String(maxSettingLength))}`,
    ),
  ],
);

/** Every change of a setting: who, when, the text before (its default the first time) and after. */
export const shopSettingChange = pgTable(
  "shop_setting_change",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    oldValue: text("old_value").notNull(),
    newValue: text("new_value").notNull(),
    changedBy: text("changed_by").notNull(),
    changedByUserId: text("changed_by_user_id"),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("shop_setting_change_changed_at_idx").on(t.changedAt.desc())],
);
