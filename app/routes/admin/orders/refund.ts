import { data, redirect } from "react-router";
import { safeRedirect } from "#contracts/accounts.ts";
import { parseReturnRefundForm, refundTexts } from "#contracts/returns-refunds.ts";
import { readForm } from "#server/http/request-body.ts";
import { Refusal, refusalData, refusalOrThrow, refusalText } from "#server/http/refusal.ts";
import { staffActor } from "#server/activity/staff-actor.ts";
import { recordReturnAndRefund } from "#server/orders/returns/return-refund.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/refund";

/** What the 'Return or refund' form answers: done, with what to tell staff, or the reason. */
export type ReturnRefundResult = { ok: true; notice: string } | { error: string };

/**
 * POST /admin/orders/refund (decision 076; fields orderId, idempotencyKey, return-<line id> and
 * condition-<line id> per line, amount, way, reference, note): records the return and refund
 * (recordReturnAndRefund); the order changes live on every admin's list. Sent in the background
 * it answers `{ ok, notice }` or `{ error }` (400 for a bad form, 404/409 with the reason); sent
 * by a page without scripts (a `returnTo` field) it goes back there, or answers the reason as a
 * page of its own. The route's permission (payments.reconcile) is checked by the admin layout.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = form.has("returnTo") ? safeRedirect(String(form.get("returnTo"))) : undefined;
  try {
    const parsed = parseReturnRefundForm(form);
    if ("error" in parsed) throw new Refusal(parsed.error, 400);
    const services = getServices(context);
    const { shopPhone } = await services.settings.current();
    await recordReturnAndRefund(services.db, parsed, { actor: staffActor(context), shopPhone });
    services.kickSms?.();
    services.kickMail?.();
    if (returnTo !== undefined) return redirect(returnTo, { status: 303 });
    return data<ReturnRefundResult>({ ok: true, notice: refundTexts.done(parsed.orderId) });
  } catch (error) {
    const refusal = refusalOrThrow(error);
    if (returnTo !== undefined) return refusalText(refusal);
    return refusalData<ReturnRefundResult>(refusal, { error: refusal.message });
  }
}
