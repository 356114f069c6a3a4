import { Form, useNavigation } from "react-router";
import { refusalAlert, type FormRefusal } from "#contracts/form-refusal.ts";
import {
  maxSettingLength,
  settingSections,
  settingsTexts,
  type SettingField,
  type SettingTexts,
} from "#contracts/settings.ts";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { FormAlert } from "../../ui/form-alert";
import { controlClass, describedBy, FormField } from "../products/form/form-field";

/** The fields a refusal names in the alert, in the page's order (decision 052). */
const fieldLabels: Record<string, string> = Object.fromEntries(
  settingSections.flatMap((section) => section.fields.map((field) => [field.key, field.label])),
);

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
 * After a save, says how many settings changed; after a refusal (`refusal`, with what was
 * `sent`), each refused field's own sentence, the first refused field focused and the alert
 * naming them (decision 052).
 */
export function SettingsForm({
  texts,
  defaults,
  saved,
  sent,
  refusal,
}: {
  texts: SettingTexts;
  defaults: SettingTexts;
  saved: number | null;
  sent?: SettingTexts;
  refusal?: FormRefusal;
}) {
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const formRef = useRefusalFocus(refusal);
  const shown = sent ?? texts;
  return (
    // Remounted when the texts in force change, so the inputs show what was saved.
    <Form
      ref={formRef}
      method="post"
      key={JSON.stringify(texts)}
      className="max-w-2xl space-y-10"
      noValidate
    >
      <FormAlert message={refusal && refusalAlert(refusal, fieldLabels)} />
      {!refusal && saved !== null && (
        <p role="status" className="border border-gold/50 bg-gold/10 p-3 text-sm text-espresso">
          {saved > 0 ? settingsTexts.saved : settingsTexts.unchanged}
        </p>
      )}
      {settingSections.map((section) => (
        <fieldset key={section.title} className="space-y-4">
          <legend className="mb-3 font-display text-2xl text-espresso">{section.title}</legend>
          {section.fields.map((field) => {
            const id = `setting-${field.key}`;
            const error = refusal?.fields[field.key];
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
