import {
  accountFieldMaxLengths as maxLengths,
  ChangePasswordSchema,
  profileTexts,
  ProfileSchema,
} from "#contracts/accounts.ts";
import { accountRefusal, accountResponse } from "#server/accounts/account-response.ts";
import { answerProofForm, isProofIntent } from "#server/accounts/contact-proof/proof-forms.ts";
import { readContactProofState } from "#server/accounts/contact-proof/proof-queries.ts";
import { changePassword, updateProfile } from "#server/accounts/profile-forms.ts";
import { readProfile } from "#server/accounts/profile-queries.ts";
import { requireUser } from "#server/accounts/require-user.ts";
import {
  answerAddressForm,
  isAddressIntent,
} from "#server/accounts/saved-addresses/saved-address-forms.ts";
import { listSavedAddresses } from "#server/accounts/saved-addresses/saved-address-queries.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AccountForm } from "../components/account/account-form";
import { ContactProofs } from "../components/account/contact-proofs";
import { SavedAddresses } from "../components/account/saved-addresses";
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
 * now, whether the e-mail and phone are confirmed and the saved addresses (decision 068), or
 * SPEC §8's 'Error fetching user data' when they cannot be read.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db } = services;
  const { id } = await requireUser({ request, url }, services);
  const read = Promise.all([
    readProfile(db, id),
    readContactProofState(db, id),
    listSavedAddresses(db, id),
  ]);
  const found = await read.catch((error: unknown) => {
    services.log.error({ err: error }, "could not read a profile");
    return undefined;
  });
  const [profile, proofs, addresses] = found ?? [];
  return profile && proofs && addresses
    ? { profile, proofs, addresses }
    : { error: profileTexts.fetchFailed };
}

/**
 * POST /profile: intent 'profile' saves the details, intent 'password' changes the password; the
 * proof forms send a link or code or check a code, the address forms keep the saved addresses
 * (decision 068). A refusal names each refused field with its own message (decision 052).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const services = getServices(context);
  const viewer = await requireUser({ request, url }, services);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (isProofIntent(intent)) return answerProofForm(services, viewer, intent, form);
  if (isAddressIntent(intent)) return answerAddressForm(services.db, viewer.id, intent, form);
  if (intent === "password") {
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
  const answerOf = (intent: string) =>
    actionData?.intent === intent
      ? {
          success: actionData.success,
          error: actionData.error ?? undefined,
          fields: actionData.refusedFields,
        }
      : {};
  if (!loaderData.profile) return <ProfileUnavailable message={loaderData.error} />;
  const { profile, proofs, addresses } = loaderData;
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
        <h2 className="eyebrow mb-4">Confirm your e-mail and phone</h2>
        <ContactProofs {...proofs} answerOf={answerOf} />
      </section>
      <section className="mt-12">
        <h2 className="eyebrow mb-4">Delivery addresses</h2>
        <SavedAddresses addresses={addresses} answerOf={answerOf} />
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
