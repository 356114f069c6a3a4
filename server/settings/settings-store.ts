import type { Logger } from "pino";
import { settingKeys, type SettingTexts } from "#contracts/settings.ts";
import type { DbExecutor } from "../db/client";
import { settingsChangedChannel, type Listen } from "../db/notifications";
import { shopSetting } from "../db/settings-schema";
import { readSetting } from "./setting-fields";
import { shopSettingValuesOf, type ShopSettingValues } from "./shop-setting-values";

/** The settings in force and their texts. */
export interface SettingsState {
  values: ShopSettingValues;
  /** Each setting's canonical text: the saved one, else the environment's default. */
  texts: SettingTexts;
}

/** The shop settings as this process knows them (decision 044). */
export interface SettingsStore {
  /** The settings in force. @throws a database error when they cannot be read. */
  current(): Promise<ShopSettingValues>;
  /** The settings in force with their texts. @throws a database error. */
  state(): Promise<SettingsState>;
  /** The environment's defaults as texts (config.settingDefaults). */
  readonly defaults: SettingTexts;
  /** Reads them again on the next call: this process just saved a change. */
  forget(): void;
  /** Calls `listener` each time a read finds them changed; returns its removal. */
  onChange(listener: () => void): () => void;
}

/** A safety net for a notification lost while the listening connection was down (ms). */
const maxAgeMs = 60_000;

/**
 * The shop settings of this process: the `shop_setting` rows over `defaults`, read on the first
 * call and again after every `settings_changed` notification (any process's change, migration
 * 0023) and at least once a minute. A saved text no longer valid (a rule tightened since) is
 * logged and its default used. While this process cannot listen, every call reads; while the
 * database cannot be read, the last settings read serve.
 */
export function createSettingsStore({
  db,
  listen,
  defaults,
  log,
}: {
  db: DbExecutor;
  listen: Listen;
  defaults: SettingTexts;
  log: Logger;
}): SettingsStore {
  const listeners = new Set<() => void>();
  let reading: Promise<SettingsState> | undefined;
  let readAt = 0;
  let known: string | undefined;
  let lastRead: SettingsState | undefined;
  // Reads may overlap (one begun before a change, one after): only a newer one's answer counts.
  let readsBegun = 0;
  let newestApplied = 0;
  let subscription: Promise<void> | undefined;

  const read = async (): Promise<SettingsState> => {
    const begun = ++readsBegun;
    const rows = await db
      .select({ key: shopSetting.key, value: shopSetting.value })
      .from(shopSetting);
    const texts = { ...defaults };
    for (const { key, value } of rows) {
      const setting = settingKeys.find((candidate) => candidate === key);
      if (!setting) continue;
      const checked = readSetting(setting, value);
      if ("text" in checked) texts[setting] = checked.text;
      else
        log.warn(
          { key, reason: checked.error },
          "a saved setting is not valid: its default is used",
        );
    }
    const answer = { texts, values: shopSettingValuesOf(texts) };
    if (begun < newestApplied) return answer;
    newestApplied = begun;
    const seen = JSON.stringify(texts);
    if (known !== undefined && seen !== known) for (const listener of listeners) listener();
    known = seen;
    lastRead = answer;
    return answer;
  };

  const forget = () => {
    reading = undefined;
  };
  const subscribe = () =>
    (subscription ??= listen(settingsChangedChannel, () => {
      forget();
      // Read now, so that the listeners hear of the change before the next page asks.
      void state().catch((error: unknown) => log.warn({ err: error }, "could not read settings"));
    }).then(
      () => undefined,
      (error: unknown) => {
        subscription = undefined;
        throw error;
      },
    ));

  const state = async (): Promise<SettingsState> => {
    try {
      await subscribe();
    } catch {
      return read();
    }
    if (!reading || Date.now() - readAt > maxAgeMs) {
      readAt = Date.now();
      // A failed read is tried again by the next call; meanwhile the last settings read serve.
      const started: Promise<SettingsState> = read().catch((error: unknown) => {
        if (reading === started) reading = undefined;
        if (!lastRead) throw error;
        log.warn({ err: error }, "could not read settings: the last ones read serve");
        return lastRead;
      });
      reading = started;
    }
    return reading;
  };

  return {
    current: async () => (await state()).values,
    state,
    defaults,
    forget,
    onChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
