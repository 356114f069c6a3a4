import { data, redirect } from "react-router";
import {
  ChangeStaffRoleSchema,
  InviteStaffSchema,
  StaffTargetSchema,
  staffTexts,
} from "#contracts/staff.ts";
import type { FormRefusal } from "#contracts/form-refusal.ts";
import { staffRoleLabels } from "#contracts/staff-roles.ts";
import { getAdmin } from "#server/accounts/require-admin.ts";
import { staffActor } from "#server/activity/staff-actor.ts";
import {
  changeStaffRole,
  revokeInvitation,
  setStaffDisabled,
} from "#server/accounts/staff/staff-changes.ts";
import { inviteStaff } from "#server/accounts/staff/staff-invitations.ts";
import { listPendingInvitations, listStaff } from "#server/accounts/staff/staff-queries.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "#app/components/admin/admin-error-state.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { InviteStaffForm } from "#app/components/admin/staff/invite-staff-form.tsx";
import { PendingInvitations } from "#app/components/admin/staff/pending-invitations.tsx";
import { StaffList } from "#app/components/admin/staff/staff-list.tsx";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => adminMeta("Staff");

/**
 * GET /admin/staff (docs/decisions/072-staff-roles.md): the team, the pending invitations, and
 * what the last change did (its redirect's `done` text, at most 200 characters).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const [staff, invitations] = await Promise.all([listStaff(db), listPendingInvitations(db)]);
  const done = url.searchParams.get("done")?.slice(0, 200);
  return { staff, invitations, done, viewerId: getAdmin(context).id };
}

type Intent = "invite" | "role" | "disable" | "enable" | "revoke";
const intents: readonly Intent[] = ["invite", "role", "disable", "enable", "revoke"];

/** Carries out `intent` of `form`; the notice to show, or the invitation form's refusal. */
async function act(
  intent: Intent,
  form: FormData,
  context: Route.ActionArgs["context"],
): Promise<{ done: string } | { refusal: FormRefusal }> {
  const { db, config, kickMail } = getServices(context);
  const actor = staffActor(context);
  if (intent === "invite") {
    const submission = readSubmission(form, InviteStaffSchema, staffTexts.refused);
    if ("refusal" in submission) return { refusal: submission.refusal };
    await inviteStaff(db, { ...submission.value, invitedBy: actor }, config);
    kickMail?.();
    return { done: staffTexts.invited(submission.value.email) };
  }
  if (intent === "role") {
    const submission = readSubmission(form, ChangeStaffRoleSchema, staffTexts.notFound);
    if ("refusal" in submission) throw new Refusal(staffTexts.notFound, 400);
    const { userId, staffRole } = submission.value;
    const { name } = await changeStaffRole(db, userId, staffRole, actor);
    return { done: staffTexts.roleChanged(name, staffRoleLabels[staffRole]) };
  }
  const submission = readSubmission(form, StaffTargetSchema, staffTexts.notFound);
  if ("refusal" in submission) throw new Refusal(staffTexts.notFound, 400);
  const { targetId } = submission.value;
  if (intent === "revoke") {
    return { done: staffTexts.revoked((await revokeInvitation(db, targetId, actor)).email) };
  }
  const { name } = await setStaffDisabled(db, targetId, intent === "disable", actor);
  return { done: intent === "disable" ? staffTexts.disabled(name) : staffTexts.enabled(name) };
}

/**
 * POST /admin/staff, by `intent`: invite (email, staffRole), role (userId, staffRole), disable |
 * enable (targetId: a staff member), revoke (targetId: an invitation); then back to the page
 * with what was done (303). Refusals write nothing: 400 naming the invitation's refused fields
 * or an unreadable form, 404 for an unknown staff member or invitation, 409 for an address on
 * the team already or the last owner's demotion.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = intents.find((known) => known === form.get("intent"));
  const email = String(form.get("email") ?? "").slice(0, 254);
  try {
    if (!intent) throw new Refusal(staffTexts.notFound, 400);
    const outcome = await act(intent, form, context);
    if ("refusal" in outcome) {
      const { summary, fields } = outcome.refusal;
      return data({ error: summary, refusedFields: fields, intent, email }, 400);
    }
    return redirect(`/admin/staff?${new URLSearchParams({ done: outcome.done })}`, 303);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return data({ error: error.message, refusedFields: {}, intent, email }, error.status);
  }
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, invitations, done, viewerId } = loaderData;
  const isInviteAnswer = actionData?.intent === "invite";
  return (
    <>
      <AdminPageHeader
        title="Staff"
        description="Who runs the shop with you, and what each role may do"
      />
      <p
        role="status"
        className={done ? "mb-6 border border-gold/50 bg-gold/10 px-4 py-3 text-sm" : "sr-only"}
      >
        {done}
      </p>
      {actionData && !isInviteAnswer && (
        <p
          role="alert"
          className="mb-6 border border-wine/40 bg-wine/5 px-4 py-3 text-sm text-wine"
        >
          {actionData.error}
        </p>
      )}
      <div className="grid gap-10 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <section aria-labelledby="invite-heading">
          <h2 id="invite-heading" className="eyebrow mb-4">
            Invite a staff member
          </h2>
          <InviteStaffForm answer={isInviteAnswer ? actionData : undefined} />
        </section>
        <div className="flex min-w-0 flex-col gap-10">
          <StaffList staff={staff} viewerId={viewerId} />
          <PendingInvitations invitations={invitations} />
        </div>
      </div>
    </>
  );
}

/** SPEC §8 style: the page's alert with Try Again. */
export function ErrorBoundary() {
  return <AdminErrorState message="Failed to load the team. Please try again." />;
}
