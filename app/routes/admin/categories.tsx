import { data, redirect } from "react-router";
import { CategoryFormSchema, categoryTexts } from "#contracts/admin-category.ts";
import { staffActor } from "#server/activity/staff-actor.ts";
import { listCategoriesForAdmin } from "#server/catalog/categories/category-admin-queries.ts";
import { changeCategory } from "#server/catalog/categories/category-changes.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "../../components/admin/admin-error-state";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { CategoryList } from "../../components/admin/categories/category-list";
import { CategoryNameForm } from "../../components/admin/categories/category-name-form";
import { doneText, type DoneMove } from "../../components/admin/categories/category-done";
import { adminMeta } from "../../lib/admin/admin-meta";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = () => adminMeta("Categories");

/**
 * GET /admin/categories (docs/decisions/062-staff-categories.md): every category in the shop's
 * order with its product count, and what the last change did, read from its redirect's query.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    categories: await listCategoriesForAdmin(getServices(context).db),
    done: doneText(url.searchParams),
  };
}

/**
 * POST /admin/categories (form: intent 'add' with name, 'rename' with category and name, 'move'
 * with category and direction, 'hide' with category and isHidden): then back to the page (303).
 * 400 naming each refused field, 404 for an unknown category, 409 for a name taken or reserved.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, log } = getServices(context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const category = String(form.get("category") ?? "");
  // What was typed, so a refused form posted without scripts shows it again.
  const sent = { name: String(form.get("name") ?? "") };
  const submission = readSubmission(form, CategoryFormSchema, categoryTexts.refused);
  if ("refusal" in submission) {
    const { summary, fields } = submission.refusal;
    return data({ error: summary, refusedFields: fields, intent, category, sent }, 400);
  }
  try {
    const { done, ...about } = await changeCategory(db, submission.value, staffActor(context));
    const query = new URLSearchParams({ done });
    for (const [key, value] of Object.entries(about)) query.set(key, String(value));
    return redirect(`/admin/categories?${query}`, 303);
  } catch (error) {
    if (error instanceof Refusal) {
      // A name taken or reserved is the name field's to fix.
      const refusedFields: Record<string, string> =
        error.status === 409 && sent.name ? { name: error.message } : {};
      return data({ error: error.message, refusedFields, intent, category, sent }, error.status);
    }
    log.error({ err: error, category }, "could not change a category");
    return data({ error: categoryTexts.failed, refusedFields: {}, intent, category, sent }, 500);
  }
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, done } = loaderData;
  const answerOf = (intent: string, category = "") =>
    actionData?.intent === intent && actionData.category === category ? actionData : undefined;
  const hiddenCount = categories.filter((category) => category.isHidden).length;
  return (
    <>
      <AdminPageHeader
        title="Categories"
        description={`What products are filed under, in the shop's order · ${categories.length} categories${hiddenCount ? `, ${hiddenCount} hidden` : ""}`}
      />
      <p
        role="status"
        className={done ? "mb-6 border border-gold/50 bg-gold/10 px-4 py-3 text-sm" : "sr-only"}
      >
        {done?.text}
      </p>
      <div className="grid gap-10 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <section aria-labelledby="add-category">
          <h2 id="add-category" className="eyebrow mb-4">
            Add a category
          </h2>
          <CategoryNameForm answer={answerOf("add")} />
        </section>
        <CategoryList
          categories={categories}
          answerOf={answerOf}
          moved={done?.move satisfies DoneMove | undefined}
        />
      </div>
    </>
  );
}

/** SPEC §8 style: the page's alert with Try Again. */
export function ErrorBoundary() {
  return <AdminErrorState message="Failed to load categories. Please try again." />;
}
