import { accountTexts, NewPasswordSchema, ResetRequestSchema } from "#contracts/accounts.ts";
import { requestPasswordReset, resetPassword } from "#server/accounts/account-forms.ts";
import { accountRefusal, accountResponse } from "#server/accounts/account-response.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AccountForm, AccountLink, AccountPage } from "../components/account/account-form";
import { EmailField } from "../components/account/email-field";
import { TextField } from "../components/ui/text-field";
import type { Route } from "./+types/reset";
import { useAnswerRefusal } from "../lib/form/use-answer-refusal";

/** The fields a refusal names in the alert, in each form's order (decision 052). */
const fieldLabels = {
  email: "Email",
  password: "New password",
  confirm: "Confirm new password",
};

export const meta: Route.MetaFunction = () => [
  { title: "Reset password | Loris" },
  { name: "robots", content: "noindex" },
];

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? undefined };
}

/**
 * POST /reset: without a token, e-mails a reset link ('Password reset email sent. Please check
 * your inbox.' whether or not the address has an account); with the token from that link, sets
 * the new password. A refusal names each refused field with its own message (decision 052).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  if (form.has("token")) {
    const submission = readSubmission(form, NewPasswordSchema, accountTexts.passwordTooShort);
    if ("refusal" in submission) return accountRefusal(submission.refusal);
    const result = await resetPassword(services, request, submission.value);
    return accountResponse(result, {
      success: "Your password has been changed. You can log in now.",
    });
  }
  const submission = readSubmission(form, ResetRequestSchema, accountTexts.resetRequired);
  if ("refusal" in submission) return accountRefusal(submission.refusal);
  const result = await requestPasswordReset(services, request, submission.value);
  return accountResponse(result, { success: accountTexts.resetSent });
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = useAnswerRefusal(actionData);
  const refused = refusal?.fields ?? {};
  const form = {
    error: actionData?.error,
    refusal,
    fieldLabels,
    success: actionData?.success,
  };
  if (loaderData.token) {
    return (
      <AccountPage title="Choose a new password">
        <AccountForm submitLabel="Save Password" busyLabel="Saving…" {...form}>
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            error={refused.password}
          />
          <TextField
            label="Confirm new password"
            name="confirm"
            type="password"
            autoComplete="new-password"
            error={refused.confirm}
          />
        </AccountForm>
        <p className="mt-6 text-sm text-taupe">
          <AccountLink to="/login">Back to login</AccountLink>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Reset password" intro="We will e-mail you a link to choose a new password.">
      <AccountForm submitLabel="Send Reset Link" busyLabel="Sending…" {...form}>
        <EmailField error={refused.email} />
      </AccountForm>
      <p className="mt-6 text-sm text-taupe">
        <AccountLink to="/login">Back to login</AccountLink>
      </p>
    </AccountPage>
  );
}
