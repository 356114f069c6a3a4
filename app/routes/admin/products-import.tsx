import { data } from "react-router";
import { catalogueImportLimits, catalogueImportTexts } from "#contracts/catalogue-csv.ts";
import { importCatalogue, previewCatalogueImport } from "#server/catalog/csv/catalogue-import.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { CatalogueExportLink } from "../../components/admin/products/import/catalogue-export-link";
import { CatalogueImportForm } from "../../components/admin/products/import/catalogue-import-form";
import { adminMeta } from "../../lib/admin/admin-meta";
import type { Route } from "./+types/products-import";

export const meta: Route.MetaFunction = () => adminMeta("Import catalogue");

/**
 * POST /admin/products/import (multipart: `csv`, the file; `intent` 'preview' or 'confirm' with
 * the preview's `digest`), docs/decisions/063-catalogue-csv.md. Preview checks the whole file
 * and writes nothing; Confirm checks the same file again and writes it whole or not at all.
 * Answers 400 for no file, a file over 10 MB or not UTF-8, 409 for a file not the one previewed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, log } = getServices(context);
  const form = await readForm(request);
  const file = form.get("csv");
  if (!(file instanceof File) || file.size === 0) {
    return data({ error: catalogueImportTexts.noFile }, 400);
  }
  if (file.size > catalogueImportLimits.maxBytes) {
    return data({ error: catalogueImportTexts.tooLarge(file.size) }, 400);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    if (form.get("intent") === "confirm") {
      const outcome = await importCatalogue(db, bytes, String(form.get("digest") ?? ""));
      return { stage: outcome.problems.length > 0 ? "preview" : "imported", outcome } as const;
    }
    const { digest, ...outcome } = await previewCatalogueImport(db, bytes);
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
