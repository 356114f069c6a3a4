import { data, redirect } from "react-router";
import {
  discountAdminTexts,
  EndDiscountCodeSchema,
  NewDiscountCodeSchema,
} from "#contracts/admin-discount.ts";
import { staffActor } from "#server/activity/staff-actor.ts";
import { createDiscountCode, endDiscountCode } from "#server/discounts/discount-code-changes.ts";
import { listDiscountCodes, readDiscountTargets } from "#server/discounts/discount-code-queries.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "#app/components/admin/admin-error-state.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { DiscountCodeList } from "#app/components/admin/discounts/discount-code-list.tsx";
import { NewDiscountCodeForm } from "#app/components/admin/discounts/new-discount-code-form.tsx";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";
import type { Route } from "./+types/discounts";

export const meta: Route.MetaFunction = () => adminMeta("Discounts");

/** What the last change did, from its redirect's query: 'created' or 'ended', and the code. */
function doneText(params: URLSearchParams): string | undefined {
  const code = params.get("code")?.slice(0, 20) ?? "";
  const done = params.get("done");
  if (done === "created") return discountAdminTexts.created(code);
  if (done === "ended") return discountAdminTexts.ended(code);
  return undefined;
}

/**
 * GET /admin/marketing/discounts (docs/decisions/064-discount-codes.md): the newest codes with
 * their kept uses, discount given and sales, what the new-code form can limit a code to, and
 * what the last change did.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const [codes, targets] = await Promise.all([listDiscountCodes(db), readDiscountTargets(db)]);
  return { codes, targets, done: doneText(url.searchParams), now: new Date().toISOString() };
}

/** The new-code form's fields as typed, so a refused form posted without scripts shows them. */
function sentFields(form: FormData): Record<string, string | string[]> {
  const sent: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name === "intent") continue;
    const typed = value.slice(0, 200);
    const before = sent[name];
    sent[name] = before === undefined ? typed : [...[before].flat(), typed].slice(0, 200);
  }
  return sent;
}

/**
 * POST /admin/marketing/discounts (form: intent 'create' with the new code's fields, or 'end'
 * with codeId): then back to the page (303). A refusal writes nothing: 400 naming each refused
 * field (a negative or over-100% value, a fixed amount over the limit, an end before its start),
 * 404 for an unknown code, 409 for a code that exists already.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, log } = getServices(context);
  const form = await readForm(request);
  const intent = form.get("intent") === "end" ? "end" : "create";
  const sent = sentFields(form);
  try {
    if (intent === "end") {
      const submission = readSubmission(form, EndDiscountCodeSchema, discountAdminTexts.notFound);
      if ("refusal" in submission) throw new Refusal(discountAdminTexts.notFound, 404);
      const code = await endDiscountCode(
        db,
        submission.value.codeId,
        staffActor(context),
        new Date(),
      );
      return redirect(
        `/admin/marketing/discounts?${new URLSearchParams({ done: "ended", code })}`,
        303,
      );
    }
    const submission = readSubmission(form, NewDiscountCodeSchema, discountAdminTexts.refused);
    if ("refusal" in submission) {
      const { summary, fields } = submission.refusal;
      return data({ error: summary, refusedFields: fields, intent, sent }, 400);
    }
    await createDiscountCode(db, submission.value, staffActor(context));
    const query = new URLSearchParams({ done: "created", code: submission.value.code });
    return redirect(`/admin/marketing/discounts?${query}`, 303);
  } catch (error) {
    if (error instanceof Refusal) {
      const refusedFields: Record<string, string> = error.field
        ? { [error.field]: error.message }
        : {};
      return data({ error: error.message, refusedFields, intent, sent }, error.status);
    }
    log.error({ err: error }, "could not change a discount code");
    return data({ error: discountAdminTexts.failed, refusedFields: {}, intent, sent }, 500);
  }
}

export default function Discounts({ loaderData, actionData }: Route.ComponentProps) {
  const { codes, targets, done, now } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Discounts"
        description="Codes shoppers type at checkout, with their uses and the sales they came with"
      />
      <p
        role="status"
        className={done ? "mb-6 border border-gold/50 bg-gold/10 px-4 py-3 text-sm" : "sr-only"}
      >
        {done}
      </p>
      <div className="grid gap-10 xl:grid-cols-[26rem_minmax(0,1fr)]">
        <section aria-labelledby="new-code">
          <h2 id="new-code" className="eyebrow mb-4">
            New discount code
          </h2>
          <NewDiscountCodeForm
            targets={targets}
            answer={actionData?.intent === "create" ? actionData : undefined}
          />
        </section>
        <DiscountCodeList
          codes={codes}
          now={now}
          endRefusal={actionData?.intent === "end" ? actionData.error : undefined}
        />
      </div>
    </>
  );
}

/** SPEC §8 style: the page's alert with Try Again. */
export function ErrorBoundary() {
  return <AdminErrorState message="Failed to load discount codes. Please try again." />;
}
