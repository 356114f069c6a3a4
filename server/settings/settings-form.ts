import { z } from "zod";
import type { FormRefusal } from "#contracts/form-refusal.ts";
import {
  maxSettingLength,
  settingKeys,
  settingSections,
  settingsTexts,
  type SettingKey,
  type SettingTexts,
} from "#contracts/settings.ts";
import { hasUnstorableCharacter } from "#contracts/text-characters.ts";
import { readSubmission } from "../http/form-submission";
import type { SettingEdit } from "./save-settings";
import { readSetting } from "./setting-fields";

/**
 * The Settings form read: the edits to save, or the refusal — settingsTexts.invalid and a
 * sentence per field refused, e.g. 'Whole shillings from 0 to 100,000, e.g. 1,500.' — with
 * what was sent, to show again.
 */
export type SettingsForm = { edits: SettingEdit[] } | { refusal: FormRefusal; sent: SettingTexts };

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
 * A setting's field as the form sends it: its canonical text, read as its environment variable
 * is (readSetting), or refused with a sentence of the rule it breaks.
 */
function settingField(key: SettingKey) {
  return z.optional(
    z.string().transform((field, ctx) => {
      const refused = refusalOf(key, field);
      const read = refused ? { error: refused } : readSetting(key, field);
      if ("text" in read) return read.text;
      ctx.addIssue({ code: "custom", message: refused ?? sentence(read.error) });
      return z.NEVER;
    }),
  );
}

/** The Settings form's fields, each read by settingField (decision 044). */
const SettingsFormSchema = z.object(
  Object.fromEntries(settingKeys.map((key) => [key, settingField(key)])) as Record<
    SettingKey,
    ReturnType<typeof settingField>
  >,
);

/**
 * Reads the Settings form (decision 044) through Conform (decision 052): each setting's field
 * `KEY` and `was_KEY`, the text the form showed (`current`'s when missing). A field is read as
 * its environment variable is; the edits are the fields whose canonical text differs from what
 * was shown, so a form opened before another's save does not undo it. A required field may not
 * be empty; none may hold control characters or more than maxSettingLength characters.
 */
export function readSettingsForm(form: FormData, current: SettingTexts): SettingsForm {
  const submission = readSubmission(form, SettingsFormSchema, settingsTexts.invalid);
  if ("refusal" in submission) {
    const sent = { ...current };
    for (const key of settingKeys) {
      const field = form.get(key);
      if (typeof field === "string") sent[key] = field.slice(0, maxSettingLength);
    }
    return { refusal: { ...submission.refusal, summary: settingsTexts.invalid }, sent };
  }
  const edits: SettingEdit[] = [];
  for (const key of settingKeys) {
    const text = submission.value[key];
    if (text === undefined) continue;
    const was = form.get(`was_${key}`);
    const shown = typeof was === "string" ? readSetting(key, was) : { text: current[key] };
    if (text !== ("text" in shown ? shown.text : current[key])) edits.push({ key, to: text });
  }
  return { edits };
}

function refusalOf(key: SettingKey, field: string): string | undefined {
  if (field.length > maxSettingLength) return settingsTexts.tooLong;
  // No control character has a place in a number, a link or a list of addresses.
  if (hasUnstorableCharacter(field)) return settingsTexts.controlCharacters;
  if (field.trim() === "" && !optionalKeys.has(key)) return settingsTexts.required;
  return undefined;
}
