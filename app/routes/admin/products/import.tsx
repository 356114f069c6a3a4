import { data } from "react-router";
import {
  catalogueImportLimits,
  catalogueImportTexts,
  photoZipLimits,
} from "#contracts/catalogue-csv.ts";
import { importCatalogue, previewCatalogueImport } from "#server/catalog/csv/catalogue-import.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { staffActor } from "#server/activity/staff-actor.ts";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { CatalogueExportLink } from "#app/components/admin/products/import/catalogue-export-link.tsx";
import { CatalogueImportForm } from "#app/components/admin/products/import/catalogue-import-form.tsx";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = () => adminMeta("Import catalogue");

/**
 * POST /admin/products/import (multipart: `csv`, the file; `photos`, an optional ZIP of the
 * images it names; `intent` 'preview' or 'confirm' with the preview's `digest`),
 * docs/decisions/063-catalogue-csv.md. Preview checks the whole file and its photos and writes
 * nothing; Confirm checks the same files again, stores the photos and writes it whole or not at
 * all. Answers 400 for no file, a CSV over 10 MB or not UTF-8, a ZIP over 100 MB or refused
 * whole; 409 for files not the ones previewed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, log, media } = getServices(context);
  const form = await readForm(request);
  const file = form.get("csv");
  const photos = form.get("photos");
  if (!(file instanceof File) || file.size === 0) {
    return data({ error: catalogueImportTexts.noFile }, 400);
  }
  if (file.size > catalogueImportLimits.maxBytes) {
    return data({ error: catalogueImportTexts.tooLarge(file.size) }, 400);
  }
  const zip = photos instanceof File && photos.size > 0 ? photos : undefined;
  if (zip && zip.size > photoZipLimits.maxBytes) {
    return data({ error: catalogueImportTexts.zipTooLarge(zip.size) }, 400);
  }
  const files = {
    csv: new Uint8Array(await file.arrayBuffer()),
    zip: zip && new Uint8Array(await zip.arrayBuffer()),
  };
  try {
    if (form.get("intent") === "confirm") {
      const digest = String(form.get("digest") ?? "");
      const outcome = await importCatalogue(db, media, files, digest, staffActor(context));
      return { stage: outcome.problems.length > 0 ? "preview" : "imported", outcome } as const;
    }
    const { digest, ...outcome } = await previewCatalogueImport(db, files);
    return { stage: "preview", outcome, digest } as const;
  } catch (error) {
    if (error instanceof Refusal) return data({ error: error.message }, error.status);
    log.error({ err: error }, "could not import the catalogue");
    return data({ error: catalogueImportTexts.failed }, 500);
  }
}

export default function ProductsImport({ actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Import catalogue"
        description="A CSV with one row per size, in the columns of the catalogue export"
        actions={<CatalogueExportLink />}
      />
      <CatalogueImportForm answer={actionData} />
    </>
  );
}
