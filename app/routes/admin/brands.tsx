import { data, redirect } from "react-router";
import { BrandFormSchema, brandTexts } from "#contracts/admin-brand.ts";
import { staffActor } from "#server/activity/staff-actor.ts";
import { listBrandsWithCounts } from "#server/catalog/admin/admin-fact-queries.ts";
import { addBrand, deleteBrand, updateBrand } from "#server/catalog/admin/admin-brands.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "../../components/admin/admin-error-state";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { BrandForm } from "../../components/admin/brands/brand-form";
import { BrandList } from "../../components/admin/brands/brand-list";
import { adminMeta } from "../../lib/admin/admin-meta";
import type { Route } from "./+types/brands";

export const meta: Route.MetaFunction = () => adminMeta("Brands");

const doneTexts = { added: brandTexts.added, saved: brandTexts.saved, deleted: brandTexts.deleted };

/**
 * GET /admin/brands (docs/decisions/057-perfume-facts.md): the brands A–Z with each one's
 * product count, and `done` — what the last change did, from its redirect.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const done = url.searchParams.get("done");
  return {
    brands: await listBrandsWithCounts(getServices(context).db),
    done: done && done in doneTexts ? doneTexts[done as keyof typeof doneTexts] : null,
  };
}

/**
 * POST /admin/brands (form: intent 'add' with name and story, 'edit' with brandId, name and
 * story, 'delete' with brandId): then back to the page (303). A refusal answers 400 naming each
 * refused field, 404 for an unknown brand, 409 for a name taken or a brand products have.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, log } = getServices(context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const brandId = String(form.get("brandId") ?? "");
  // What was typed, so a refused form posted without scripts shows it again.
  const sent = { name: String(form.get("name") ?? ""), story: String(form.get("story") ?? "") };
  const submission = readSubmission(form, BrandFormSchema, brandTexts.refused);
  if ("refusal" in submission) {
    const { summary, fields } = submission.refusal;
    return data({ error: summary, refusedFields: fields, intent, brandId, sent }, 400);
  }
  const change = submission.value;
  const actor = staffActor(context);
  try {
    if (change.intent === "add") await addBrand(db, change, actor);
    else if (change.intent === "edit") await updateBrand(db, change.brandId, change, actor);
    else await deleteBrand(db, change.brandId, actor);
  } catch (error) {
    if (error instanceof Refusal) {
      return data({ error: error.message, refusedFields: {}, intent, brandId, sent }, error.status);
    }
    log.error({ err: error, brandId }, "could not change a brand");
    return data({ error: brandTexts.failed, refusedFields: {}, intent, brandId, sent }, 500);
  }
  const done = { add: "added", edit: "saved", delete: "deleted" }[change.intent];
  return redirect(`/admin/brands?done=${done}`, 303);
}

export default function Brands({ loaderData, actionData }: Route.ComponentProps) {
  const { brands, done } = loaderData;
  const answerOf = (intent: string, brandId = "") =>
    actionData?.intent === intent && actionData.brandId === brandId ? actionData : undefined;
  return (
    <>
      <AdminPageHeader
        title="Brands"
        description={`The brands products are filed under · ${brands.length} ${brands.length === 1 ? "brand" : "brands"}`}
      />
      {done && (
        <p role="status" className="mb-6 border border-gold/50 bg-gold/10 px-4 py-3 text-sm">
          {done}
        </p>
      )}
      <div className="grid gap-10 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <section aria-labelledby="add-brand">
          <h2 id="add-brand" className="eyebrow mb-4">
            Add a brand
          </h2>
          <BrandForm answer={answerOf("add")} />
        </section>
        <BrandList brands={brands} answerOf={answerOf} />
      </div>
    </>
  );
}

/** SPEC §8 style: the page's alert with Try Again. */
export function ErrorBoundary() {
  return <AdminErrorState message="Failed to load brands. Please try again." />;
}
