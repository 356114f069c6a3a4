import {
  accountFieldMaxLengths as maxLengths,
  accountTexts,
  RegisterSchema,
  safeRedirect,
} from "#contracts/accounts.ts";
import { contactProofTexts } from "#contracts/contact-proof.ts";
import { register } from "#server/accounts/account-forms.ts";
import { accountRefusal, accountResponse } from "#server/accounts/account-response.ts";
import { redirectSignedIn } from "#server/accounts/signed-in-redirect.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AccountForm, AccountLink, AccountPage } from "../components/account/account-form";
import { PhoneField } from "../components/ui/phone-field";
import { EmailField } from "../components/account/email-field";
import { TextField } from "../components/ui/text-field";
import { DelayedRedirect } from "../components/account/delayed-redirect";
import type { Route } from "./+types/register";
import { notAfterOwnForm } from "../lib/account/not-after-own-form";
import { useAnswerRefusal } from "../lib/form/use-answer-refusal";
import { grantAccountConsent, isConsentTicked } from "#server/marketing/marketing-consent.ts";
import { MarketingConsentBox } from "../components/marketing-consent-box";

/** The fields a refusal names in the alert, in the form's order (decision 052). */
const fieldLabels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  password: "Password",
};

export const meta: Route.MetaFunction = () => [{ title: "Register | Loris" }];

/**
 * Where to go after success: `?redirect=` when it is a path on this site, otherwise home. A
 * visitor already signed in goes there now.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return { redirectTo: await redirectSignedIn(request, url, getServices(context)) };
}

/** Not after this page's own form: SPEC §2's success message comes first. */
export const shouldRevalidate = notAfterOwnForm;

/**
 * POST /register: SPEC §5 validation, then a customer account, signed in (SPEC §8 texts). A
 * refusal names each refused field with its own message (decision 052).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const form = Object.fromEntries(formData);
  const submission = readSubmission(formData, RegisterSchema, accountTexts.registerRequired);
  if ("refusal" in submission) return accountRefusal(submission.refusal);
  const services = getServices(context);
  const result = await register(services, request, submission.value);
  // Decision 067: the unticked box, ticked.
  if (result.ok && isConsentTicked(formData)) {
    await grantAccountConsent(services.db, submission.value);
  }
  return accountResponse(result, {
    success: "Registration successful! Redirecting…",
    redirectTo: safeRedirect(typeof form.redirect === "string" ? form.redirect : null),
  });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = useAnswerRefusal(actionData);
  const refused = refusal?.fields ?? {};
  return (
    <AccountPage title="Create an account" intro="Order faster and follow your orders.">
      <AccountForm
        submitLabel="Register"
        busyLabel="Creating your account…"
        error={actionData?.error}
        refusal={refusal}
        fieldLabels={fieldLabels}
        success={actionData?.success}
      >
        <input type="hidden" name="redirect" value={loaderData.redirectTo} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            name="firstName"
            maxLength={maxLengths.firstName}
            error={refused.firstName}
            autoComplete="given-name"
          />
          <TextField
            label="Last name"
            name="lastName"
            maxLength={maxLengths.lastName}
            error={refused.lastName}
            autoComplete="family-name"
          />
        </div>
        <EmailField maxLength={maxLengths.email} error={refused.email} />
        <PhoneField label="Phone" name="phone" maxLength={maxLengths.phone} error={refused.phone} />
        <TextField
          label="Password"
          name="password"
          type="password"
          maxLength={maxLengths.password}
          error={refused.password}
          autoComplete="new-password"
        />
        <MarketingConsentBox />
      </AccountForm>
      <p className="mt-4 text-xs leading-relaxed text-taupe">{contactProofTexts.registerNote}</p>
      <DelayedRedirect to={actionData?.redirectTo} delayMs={1500} />
      <p className="mt-6 text-sm text-taupe">
        Already have an account? <AccountLink to="/login">Log in</AccountLink>
      </p>
    </AccountPage>
  );
}
