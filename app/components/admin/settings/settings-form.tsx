import { Form, useNavigation } from "react-router";
import {
  maxSettingLength,
  settingSections,
  settingsTexts,
  type SettingField,
  type SettingKey,
  type SettingTexts,
} from "#contracts/settings.ts";
import { FormAlert } from "../../ui/form-alert";
import { controlClass, describedBy, FormField } from "../products/form-field";

/** A refused save: each field's reason, and what was sent. */
export interface RefusedSettings {
  errors: Partial<Record<SettingKey, string>>;
  sent: SettingTexts;
}

const inputTypes: Record<SettingField["inputMode"], string> = {
  text: "text",
  tel: "tel",
  url: "url",
  numeric: "text",
  email: "text",
};

/** The hint of a field: what it does, and the environment's default when it differs. */
function hintOf(field: SettingField, current: string, fallback: string): string {
  if (current === fallback) return field.hint;
  return `${field.hint} Default: ${fallback || settingsTexts.none}.`;
}

/**
 * The Settings form (decision 044): one POST form that works without scripts, in sections. Each
 * field carries the text it showed (`was_KEY`), so only what this staff member changed is saved.
 * After a save, says how many settings changed; after a refusal, each field's reason.
 */
export function SettingsForm({
  texts,
  defaults,
  saved,
  refused,
}: {
  texts: SettingTexts;
  defaults: SettingTexts;
  saved: number | null;
  refused: RefusedSettings | undefined;
}) {
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const shown = refused?.sent ?? texts;
  return (
    // Remounted when the texts in force change, so the inputs show what was saved.
    <Form method="post" key={JSON.stringify(texts)} className="max-w-2xl space-y-10" noValidate>
      <FormAlert message={refused && settingsTexts.invalid} />
      {!refused && saved !== null && (
        <p role="status" className="border border-gold/50 bg-gold/10 p-3 text-sm text-espresso">
          {saved > 0 ? settingsTexts.saved : settingsTexts.unchanged}
        </p>
      )}
      {settingSections.map((section) => (
        <fieldset key={section.title} className="space-y-4">
          <legend className="mb-3 font-display text-2xl text-espresso">{section.title}</legend>
          {section.fields.map((field) => {
            const id = `setting-${field.key}`;
            const error = refused?.errors[field.key];
            const hint = hintOf(field, texts[field.key], defaults[field.key]);
            return (
              <FormField
                key={field.key}
                id={id}
                label={field.label}
                hint={hint}
                error={error}
                isOptional={field.isOptional}
              >
                <input type="hidden" name={`was_${field.key}`} value={texts[field.key]} />
                <input
                  {...describedBy(id, error, hint)}
                  name={field.key}
                  type={inputTypes[field.inputMode]}
                  inputMode={field.inputMode}
                  defaultValue={shown[field.key]}
                  maxLength={maxSettingLength}
                  autoComplete="off"
                  spellCheck={false}
                  className={`${controlClass} h-10 border-stone`}
                />
              </FormField>
            );
          })}
        </fieldset>
      ))}
      <button
        type="submit"
        disabled={isSaving}
        className="h-12 w-full bg-espresso px-8 text-xs tracking-[0.2em] text-ivory uppercase hover:bg-ink disabled:opacity-60 sm:w-auto"
      >
        {isSaving ? settingsTexts.saving : settingsTexts.save}
      </button>
    </Form>
  );
}
