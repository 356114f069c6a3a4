import { data, redirect } from "react-router";
import { safeRedirect } from "#contracts/accounts.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { riderTexts } from "#contracts/rider-deliveries.ts";
import { getAdmin, staffNameOf } from "#server/accounts/require-admin.ts";
import { readForm } from "#server/http/request-body.ts";
import { Refusal, refusalData, refusalOrThrow, refusalText } from "#server/http/refusal.ts";
import { assignRider } from "#server/orders/riders/rider-assignment.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/rider";

/** What the rider form answers: done, with what to tell staff, or the reason to show them. */
export type RiderAssignmentResult = { ok: true; notice: string } | { error: string };

/** The longest user id a form may name (Better Auth's are 32 characters). */
const maxRiderIdLength = 64;

/**
 * POST /admin/orders/rider (docs/decisions/075-rider-deliveries.md; form fields orderId, riderId
 * — empty for no rider): assigns the order to an enabled rider, or to none; the order's timeline
 * records it. Sent in the background it answers `{ ok, notice }` or `{ error }` (400 for a bad
 * form, 404 for an unknown order, 409 for anyone but an enabled rider); sent by a page without
 * scripts (a `returnTo` field) it goes back there, or answers the reason as a page of its own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = form.has("returnTo") ? safeRedirect(String(form.get("returnTo"))) : undefined;
  try {
    const orderId = form.get("orderId");
    const riderId = form.get("riderId");
    if (!isRecordId(orderId) || typeof riderId !== "string" || riderId.length > maxRiderIdLength) {
      throw new Refusal(riderTexts.badForm, 400);
    }
    await assignRider(getServices(context).db, {
      orderId,
      riderId: riderId === "" ? null : riderId,
      actor: staffNameOf(getAdmin(context)),
    });
    if (returnTo !== undefined) return redirect(returnTo, { status: 303 });
    return data<RiderAssignmentResult>({ ok: true, notice: "Rider saved." });
  } catch (error) {
    const refusal = refusalOrThrow(error);
    if (returnTo !== undefined) return refusalText(refusal);
    return refusalData<RiderAssignmentResult>(refusal, { error: refusal.message });
  }
}
