import { data, redirect } from "react-router";
import { safeRedirect } from "#contracts/accounts.ts";
import { dispatchTexts, parseDispatchForm } from "#contracts/dispatch.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { getAdmin, staffNameOf } from "#server/accounts/require-admin.ts";
import { readForm } from "#server/http/request-body.ts";
import { Refusal, refusalData, refusalOrThrow, refusalText } from "#server/http/refusal.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { dispatchOrder } from "#server/orders/riders/order-dispatch.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/dispatch";

/** What the dispatch form answers: done, with what to tell staff, or the reason to show them. */
export type DispatchResult = { ok: true; notice: string } | { error: string };

/**
 * POST /admin/orders/dispatch (docs/decisions/079-dispatch-and-tracking.md, decision 075; form
 * fields orderId, riderId and parseDispatchForm's, `intent` 'ship' to mark the order shipped
 * too): sets who takes the order — a staff rider, another rider with their phone, a courier with
 * its reference, or nobody. Shipped, the customer's "on its way" SMS names them. Sent in the
 * background it answers `{ ok, notice }` or `{ error }` (400 for a bad form, 404 for an unknown
 * order, 409 for an account that is not an enabled rider, a closed order, or a status the
 * order cannot take); sent by a page without scripts (a `returnTo` field) it goes back there,
 * or answers the reason as a page of its own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = form.has("returnTo") ? safeRedirect(String(form.get("returnTo"))) : undefined;
  try {
    const orderId = form.get("orderId");
    if (!isRecordId(orderId)) throw new Refusal(dispatchTexts.badForm, 400);
    const choice = parseDispatchForm(form);
    if ("error" in choice) throw new Refusal(choice.error, 400);
    const admin = getAdmin(context);
    const actor = staffNameOf(admin);
    const { db } = getServices(context);
    const status = await dispatchOrder(db, { orderId, choice, actor });
    const isShipping = form.get("intent") === "ship" && status !== "shipped";
    if (isShipping) {
      const { refused } = await setOrderStatus(db, [orderId], "shipped", new Date(), {
        actor,
        staffId: admin.id,
      });
      if (refused[0]) throw new Refusal(refused[0].reason, 409);
    }
    if (returnTo !== undefined) return redirect(returnTo, { status: 303 });
    const notice = isShipping ? dispatchTexts.shipped : dispatchTexts.saved;
    return data<DispatchResult>({ ok: true, notice });
  } catch (error) {
    const refusal = refusalOrThrow(error);
    if (returnTo !== undefined) return refusalText(refusal);
    return refusalData<DispatchResult>(refusal, { error: refusal.message });
  }
}
