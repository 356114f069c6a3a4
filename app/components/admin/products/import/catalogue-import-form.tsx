import { useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  catalogueImportLimits,
  catalogueImportTexts,
  photoZipLimits,
  type ImportOutcome,
} from "#contracts/catalogue-csv.ts";
import { controlClass } from "../form/form-field";
import { ImportOutcomeView } from "./import-outcome";

/** What POST /admin/products/import answered: a refusal, a preview, or what was imported. */
export type ImportAnswer =
  | { error: string }
  | { stage: "preview"; outcome: ImportOutcome; digest?: string }
  | { stage: "imported"; outcome: ImportOutcome };

const button = "h-11 border px-6 text-xs tracking-[0.2em] uppercase transition disabled:opacity-60";

/** The form's files: the CSV, and the optional ZIP of the photos it names; bounds in bytes. */
const fileFields = [
  {
    id: "catalogue-csv",
    name: "csv",
    label: "Catalogue CSV (at most 10 MB)",
    accept: ".csv,text/csv",
    hint: "One row per size; a product's cells on its first row. Nothing is written until you confirm.",
    maxBytes: catalogueImportLimits.maxBytes,
    tooLarge: catalogueImportTexts.tooLarge,
  },
  {
    id: "catalogue-photos",
    name: "photos",
    label: "Photos (optional ZIP, at most 100 MB)",
    accept: ".zip,application/zip",
    hint: "JPEG, PNG or WEBP images of at most 5 MB, named in the Photos column (the first is the main photo).",
    maxBytes: photoZipLimits.maxBytes,
    tooLarge: catalogueImportTexts.zipTooLarge,
  },
];

/** A file input with its label and hint, refusing a chosen file over `maxBytes` at once. */
function FileField(
  props: (typeof fileFields)[number] & { onChosen: (error: string | undefined) => void },
) {
  const refusal = (size: number) => (size > props.maxBytes ? props.tooLarge(size) : undefined);
  return (
    <div>
      <label htmlFor={props.id} className="block text-xs tracking-wide text-taupe">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="file"
        accept={props.accept}
        required={props.name === "csv"}
        onChange={(event) => props.onChosen(refusal(event.currentTarget.files?.[0]?.size ?? 0))}
        className={`${controlClass} border-stone py-2.5 file:mr-4 file:border-0 file:bg-espresso file:px-4 file:py-2 file:text-xs file:tracking-[0.18em] file:text-ivory file:uppercase`}
      />
      <p className="mt-1 text-xs text-taupe">{props.hint}</p>
    </div>
  );
}

/**
 * The catalogue import (docs/decisions/063-catalogue-csv.md): choose a CSV (refused over 10 MB
 * before it is sent) and, optionally, a ZIP of the photos it names (over 100 MB refused), Preview, then Confirm — which sends the same files again with
 * the preview's digest, so the server checks it again and writes it whole. Choosing another file
 * takes Confirm away until it is previewed.
 */
export function CatalogueImportForm({ answer }: { answer?: ImportAnswer }) {
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<{ error?: string; answer?: ImportAnswer }>({});
  const isBusy = navigation.state === "submitting";
  const busyIntent = navigation.formData?.get("intent");
  const shown = chosen.answer === answer ? undefined : answer;
  const error = chosen.error ?? (shown && "error" in shown ? shown.error : undefined);
  const preview = shown && "stage" in shown ? shown : undefined;
  const digest = preview?.stage === "preview" ? preview.digest : undefined;
  const canConfirm = digest !== undefined && preview?.outcome.problems.length === 0;
  return (
    <Form method="post" encType="multipart/form-data" className="flex max-w-3xl flex-col gap-6">
      {fileFields.map((field) => (
        <FileField key={field.name} {...field} onChosen={(error) => setChosen({ error, answer })} />
      ))}
      {error && (
        <p role="alert" className="border border-wine/40 bg-wine/5 px-4 py-3 text-sm text-wine">
          {error}
        </p>
      )}
      {preview && <ImportOutcomeView stage={preview.stage} outcome={preview.outcome} />}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="preview"
          disabled={isBusy || chosen.error !== undefined}
          className={`${button} ${canConfirm ? "border-stone text-ink hover:border-espresso" : "border-espresso bg-espresso text-ivory hover:bg-ink"}`}
        >
          {isBusy && busyIntent === "preview" ? "Checking…" : "Preview import"}
        </button>
        {canConfirm && (
          <>
            <input type="hidden" name="digest" value={digest} />
            <button
              type="submit"
              name="intent"
              value="confirm"
              disabled={isBusy}
              className={`${button} border-espresso bg-espresso text-ivory hover:bg-ink`}
            >
              {isBusy && busyIntent === "confirm" ? "Importing…" : "Confirm import"}
            </button>
          </>
        )}
      </div>
    </Form>
  );
}
