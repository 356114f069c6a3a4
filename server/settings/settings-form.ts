import {
  maxSettingLength,
  settingKeys,
  settingSections,
  settingsTexts,
  type SettingKey,
  type SettingTexts,
} from "#contracts/settings.ts";
import { hasUnstorableCharacter } from "#contracts/text-characters.ts";
import type { SettingEdit } from "./save-settings";
import { readSetting } from "./setting-fields";

/** The Settings form read: the edits to save, or what is wrong with each field. */
export interface SettingsForm {
  edits: SettingEdit[];
  /** A sentence per field refused, e.g. 'Whole shillings, e.g. 300.' */
  errors: Partial<Record<SettingKey, string>>;
  /** What was sent, to show again with the errors. */
  sent: SettingTexts;
}

const optionalKeys = new Set(
  settingSections
    .flatMap((section) => section.fields)
    .filter((field) => field.isOptional)
    .map((field) => field.key),
);

/** 'a whole number, e.g. 4' → 'A whole number, e.g. 4.' */
function sentence(rule: string): string {
  const text = rule.charAt(0).toUpperCase() + rule.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * Reads the Settings form (decision 044): each setting's field `KEY` and `was_KEY`, the text the
 * form showed (`current`'s when missing). A field is read as its environment variable is; the
 * edits are the fields whose canonical text differs from what was shown, so a form opened before
 * another's save does not undo it. A required field may not be empty; none may hold control
 * characters or more than maxSettingLength characters.
 */
export function readSettingsForm(form: FormData, current: SettingTexts): SettingsForm {
  const edits: SettingEdit[] = [];
  const errors: SettingsForm["errors"] = {};
  const sent = { ...current };
  for (const key of settingKeys) {
    const field = form.get(key);
    if (typeof field !== "string") continue;
    const was = form.get(`was_${key}`);
    sent[key] = field.slice(0, maxSettingLength);
    const error = refusalOf(key, field);
    if (error) {
      errors[key] = error;
      continue;
    }
    const read = readSetting(key, field);
    if ("error" in read) {
      errors[key] = sentence(read.error);
      continue;
    }
    const shown = typeof was === "string" ? readSetting(key, was) : { text: current[key] };
    const from = "text" in shown ? shown.text : current[key];
    if (read.text !== from) edits.push({ key, to: read.text });
  }
  return { edits, errors, sent };
}

function refusalOf(key: SettingKey, field: string): string | undefined {
  if (field.length > maxSettingLength) return settingsTexts.tooLong;
  // No control character has a place in a number, a link or a list of addresses.
  if (hasUnstorableCharacter(field)) return settingsTexts.controlCharacters;
  if (field.trim() === "" && !optionalKeys.has(key)) return settingsTexts.required;
  return undefined;
}
