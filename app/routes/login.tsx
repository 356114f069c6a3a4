import { accountTexts, landingAfterSignIn, LoginSchema } from "#contracts/accounts.ts";
import { staffHome } from "#contracts/staff-roles.ts";
import { logIn } from "#server/accounts/account-forms.ts";
import { accountRefusal, accountResponse } from "#server/accounts/account-response.ts";
import { redirectSignedIn } from "#server/accounts/signed-in-redirect.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AccountForm, AccountLink, AccountPage } from "../components/account/account-form";
import { EmailField } from "../components/account/email-field";
import { TextField } from "../components/ui/text-field";
import { DelayedRedirect } from "../components/account/delayed-redirect";
import type { Route } from "./+types/login";
import { notAfterOwnForm } from "../lib/account/not-after-own-form";
import { useAnswerRefusal } from "../lib/form/use-answer-refusal";

/** The fields a refusal names in the alert, in the form's order (decision 052). */
const fieldLabels = { email: "Email", password: "Password" };

export const meta: Route.MetaFunction = () => [
  { title: "Login | Loris" },
  { name: "robots", content: "noindex" },
];

/**
 * Where to go after success: `?redirect=` when it is a path on this site, otherwise home (the
 * dashboard for an admin, decided by the action). A visitor already signed in goes there now.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return { redirectTo: await redirectSignedIn(request, url, getServices(context)) };
}

/** Not after this page's own form: SPEC §2's success message comes first. */
export const shouldRevalidate = notAfterOwnForm;

/**
 * POST /login: SPEC §5 validation, then Better Auth's sign-in (SPEC §8 texts); on success the
 * form's `redirect`, or for an admin without one the dashboard. A refusal names each refused
 * field with its own message (decision 052).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = readSubmission(formData, LoginSchema, accountTexts.loginRequired);
  if ("refusal" in submission) return accountRefusal(submission.refusal);
  const result = await logIn(getServices(context), request, submission.value);
  const target = formData.get("redirect");
  return accountResponse(result, {
    success: "Login successful! Redirecting…",
    redirectTo: result.ok
      ? landingAfterSignIn(
          typeof target === "string" ? target : null,
          result.role,
          staffHome(result.staffRole),
        )
      : undefined,
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = useAnswerRefusal(actionData);
  const refused = refusal?.fields ?? {};
  const register = `/register${loaderData.redirectTo === "/" ? "" : `?redirect=${encodeURIComponent(loaderData.redirectTo)}`}`;
  return (
    <AccountPage title="Welcome back" intro="Log in to your Loris account.">
      <AccountForm
        submitLabel="Log In"
        busyLabel="Logging in…"
        error={actionData?.error}
        refusal={refusal}
        fieldLabels={fieldLabels}
        success={actionData?.success}
      >
        <input type="hidden" name="redirect" value={loaderData.redirectTo} />
        <EmailField error={refused.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={refused.password}
        />
      </AccountForm>
      <DelayedRedirect to={actionData?.redirectTo} delayMs={1000} />
      <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm text-taupe">
        <AccountLink to="/reset">Forgot your password?</AccountLink>
        <span>
          New here? <AccountLink to={register}>Create an account</AccountLink>
        </span>
      </div>
    </AccountPage>
  );
}
