import {
  accountFieldMaxLengths as maxLengths,
  ChangePasswordSchema,
  profileTexts,
  ProfileSchema,
} from "#contracts/accounts.ts";
import { accountRefusal, accountResponse } from "#server/accounts/account-response.ts";
import { changePassword, updateProfile } from "#server/accounts/profile-forms.ts";
import { readProfile } from "#server/accounts/profile-queries.ts";
import { requireUser } from "#server/accounts/require-user.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AccountForm } from "../components/account/account-form";
import { ProfileUnavailable } from "../components/account/profile-unavailable";
import { PhoneField } from "../components/ui/phone-field";
import { TextField } from "../components/ui/text-field";
import type { Route } from "./+types/profile";
import { useAnswerRefusal } from "../lib/form/use-answer-refusal";

/** The fields a refusal names in each form's alert, in the form's order (decision 052). */
const fieldLabels = {
  profile: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    currentPassword: "Current password",
  },
  password: {
    currentPassword: "Current password",
    password: "New password",
    confirm: "Confirm new password",
  },
};

export const meta: Route.MetaFunction = () => [
  { title: "My Account | Loris" },
  { name: "robots", content: "noindex" },
];

/**
 * My Account, for signed-in users only (else /login?redirect=/profile): the details as stored
 * now, or SPEC §8's 'Error fetching user data' when they cannot be read.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { id } = await requireUser({ request, url }, services);
  const profile = await readProfile(services.db, id).catch((error: unknown) => {
    services.log.error({ err: error }, "could not read a profile");
    return undefined;
  });
  return profile ? { profile } : { error: profileTexts.fetchFailed };
}

/**
 * POST /profile: intent 'profile' saves the details, intent 'password' changes the password. A
 * refusal names each refused field with its own message (decision 052).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const services = getServices(context);
  const viewer = await requireUser({ request, url }, services);
  const form = await readForm(request);
  if (form.get("intent") === "password") {
    const submission = readSubmission(form, ChangePasswordSchema, profileTexts.wrongPassword);
    if ("refusal" in submission) return accountRefusal(submission.refusal, "password");
    const result = await changePassword(services, request, submission.value);
    return accountResponse(result, { success: profileTexts.passwordChanged, intent: "password" });
  }
  const submission = readSubmission(form, ProfileSchema, profileTexts.required);
  if ("refusal" in submission) return accountRefusal(submission.refusal, "profile");
  const result = await updateProfile(services, request, viewer.email, submission.value);
  return accountResponse(result, { success: profileTexts.saved, intent: "profile" });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = useAnswerRefusal(actionData);
  const answer = (intent: keyof typeof fieldLabels) =>
    actionData?.intent === intent
      ? { error: actionData.error, refusal, success: actionData.success }
      : {};
  const refused = (intent: keyof typeof fieldLabels) =>
    (actionData?.intent === intent && refusal?.fields) || {};
  if (!loaderData.profile) return <ProfileUnavailable message={loaderData.error} />;
  const { profile } = loaderData;
  return (
    <div className="container-page max-w-2xl py-10 sm:py-14">
      <h1 className="font-display text-4xl text-espresso sm:text-5xl">My Account</h1>
      <p className="mt-2 text-sm text-taupe">{profile.email}</p>
      <section className="mt-10">
        <h2 className="eyebrow mb-4">Your details</h2>
        <AccountForm
          submitLabel="Save Details"
          busyLabel="Saving…"
          fieldLabels={fieldLabels.profile}
          {...answer("profile")}
        >
          <input type="hidden" name="intent" value="profile" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First name"
              name="firstName"
              maxLength={maxLengths.firstName}
              defaultValue={profile.firstName}
              error={refused("profile").firstName}
            />
            <TextField
              label="Last name"
              name="lastName"
              maxLength={maxLengths.lastName}
              defaultValue={profile.lastName}
              error={refused("profile").lastName}
            />
          </div>
          <TextField
            label="Email"
            name="email"
            maxLength={maxLengths.email}
            type="email"
            defaultValue={profile.email}
            error={refused("profile").email}
          />
          <PhoneField
            label="Phone"
            name="phone"
            maxLength={maxLengths.phone}
            defaultValue={profile.phone}
            error={refused("profile").phone}
          />
          <TextField
            label="Current password (only to change your email)"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={refused("profile").currentPassword}
          />
        </AccountForm>
      </section>
      <section className="mt-12">
        <h2 className="eyebrow mb-4">Change password</h2>
        <AccountForm
          submitLabel="Change Password"
          busyLabel="Saving…"
          fieldLabels={fieldLabels.password}
          {...answer("password")}
        >
          <input type="hidden" name="intent" value="password" />
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            error={refused("password").currentPassword}
          />
          <TextField
            label="New password"
            name="password"
            type="password"
            maxLength={maxLengths.password}
            error={refused("password").password}
          />
          <TextField
            label="Confirm new password"
            name="confirm"
            type="password"
            error={refused("password").confirm}
          />
        </AccountForm>
      </section>
    </div>
  );
}
