import { perfumeFactLimits } from "#contracts/perfume.ts";
import { controlClass, describedBy, FormField } from "./form-field";

/** How many suggestions a note field lists at once. */
const maxSuggestions = 40;

/**
 * The suggestions for a note field typed so far: each known name not yet typed that starts the
 * way the last name being typed starts, after what is typed before it ('Bergamot, Pi' suggests
 * 'Bergamot, Pink pepper'), so a browser's list completes the last name of several.
 */
export function noteSuggestions(typed: string, noteNames: readonly string[]): string[] {
  const cut = typed.lastIndexOf(",");
  const before = cut === -1 ? "" : `${typed.slice(0, cut + 1).trimEnd()} `;
  const last = typed
    .slice(cut + 1)
    .trim()
    .toLowerCase();
  const chosen = new Set(
    typed
      .slice(0, cut + 1)
      .split(",")
      .map((name) => name.trim().toLowerCase()),
  );
  return noteNames
    .filter((name) => !chosen.has(name.toLowerCase()) && name.toLowerCase().startsWith(last))
    .slice(0, maxSuggestions)
    .map((name) => before + name);
}

/**
 * One layer's notes as names typed comma-separated, with a `<datalist>` of the vocabulary's
 * names (a type-ahead without scripts; with them, it follows the name being typed). A name not
 * in the vocabulary is added to it when the product is saved (decision 057).
 */
export function NoteNamesField({
  id,
  name,
  label,
  value,
  error,
  noteNames,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  noteNames: readonly string[];
  onChange(value: string): void;
}) {
  const hint = `Separate names with commas, up to ${perfumeFactLimits.notesPerLayer}; a new name is added to the list`;
  return (
    <FormField id={id} label={label} hint={hint} error={error} isOptional>
      <input
        name={name}
        {...describedBy(id, error, hint)}
        list={`${id}-names`}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass} h-11 ${error ? "border-wine" : "border-stone"}`}
      />
      <datalist id={`${id}-names`}>
        {noteSuggestions(value, noteNames).map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </FormField>
  );
}
