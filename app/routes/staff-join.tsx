import { redirect } from "react-router";
import { accountFieldMaxLengths } from "#contracts/accounts.ts";
import { JoinTeamSchema, staffTexts, unusableLinkTexts } from "#contracts/staff.ts";
import { staffHome, staffRoleLabels } from "#contracts/staff-roles.ts";
import { accountRefusal, accountResponse } from "#server/accounts/account-response.ts";
import { logIn } from "#server/accounts/account-forms.ts";
import { acceptInvitation } from "#server/accounts/staff/invitation-acceptance.ts";
import { readInvitation } from "#server/accounts/staff/staff-invitations.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AccountForm, AccountLink, AccountPage } from "../components/account/account-form";
import { PhoneField } from "../components/ui/phone-field";
import { TextField } from "../components/ui/text-field";
import { useAnswerRefusal } from "../lib/form/use-answer-refusal";
import type { Route } from "./+types/staff-join";

/** The fields a refusal names in the alert, in the form's order (decision 052). */
const fieldLabels = {
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  password: "Password",
};

export const meta: Route.MetaFunction = () => [
  { title: "Join the team | Loris" },
  { name: "robots", content: "noindex" },
];

/**
 * GET /staff/join?token=… (docs/decisions/072-staff-roles.md): the invitation's address and
 * role, or why its link cannot be used (expired, used, withdrawn, not valid).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token")?.slice(0, 200) ?? "";
  const invitation = await readInvitation(getServices(context).db, token);
  if (invitation.state !== "valid") return { token, problem: unusableLinkTexts[invitation.state] };
  return { token, email: invitation.email, role: staffRoleLabels[invitation.staffRole] };
}

/**
 * POST /staff/join (token, firstName, lastName, phone, password): accepts the invitation and
 * signs the new staff member in, then to their admin pages (303). A refused form names each
 * field (400); a link expired or used (409) or not valid (404) says so; nothing is written.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const token = String(form.get("token") ?? "").slice(0, 200);
  const submission = readSubmission(form, JoinTeamSchema, staffTexts.joinRequired);
  if ("refusal" in submission) return accountRefusal(submission.refusal);
  try {
    const joined = await acceptInvitation(services.db, services.auth, token, submission.value);
    const password = submission.value.password;
    const signedIn = await logIn(services, request, { email: joined.email, password });
    if (!signedIn.ok) return accountResponse(signedIn, { success: "" });
    const headers = new Headers();
    for (const cookie of signedIn.cookies) headers.append("Set-Cookie", cookie);
    return redirect(staffHome(joined.staffRole) ?? "/", { status: 303, headers });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return accountResponse({ ok: false, error: error.message }, { success: "" });
  }
}

export default function StaffJoin({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = useAnswerRefusal(actionData);
  const refused = refusal?.fields ?? {};
  if ("problem" in loaderData) {
    return (
      <AccountPage title="Join the team">
        <p role="alert" className="text-center text-sm text-ink">
          {loaderData.problem}
        </p>
        <p className="mt-6 text-center text-sm text-taupe">
          <AccountLink to="/login">Go to login</AccountLink>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage
      title="Join the team"
      intro={`You are invited as ${loaderData.role} with ${loaderData.email}. Choose your password.`}
    >
      <AccountForm
        submitLabel="Join the team"
        busyLabel="Joining…"
        error={actionData?.error}
        refusal={refusal}
        fieldLabels={fieldLabels}
      >
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          maxLength={accountFieldMaxLengths.firstName}
          error={refused.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          maxLength={accountFieldMaxLengths.lastName}
          error={refused.lastName}
        />
        <PhoneField
          label="Phone"
          name="phone"
          maxLength={accountFieldMaxLengths.phone}
          error={refused.phone}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={accountFieldMaxLengths.password}
          error={refused.password}
        />
      </AccountForm>
    </AccountPage>
  );
}
