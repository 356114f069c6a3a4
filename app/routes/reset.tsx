import {
  accountTexts,
  NewPasswordSchema,
  parseForm,
  ResetRequestSchema,
} from "#contracts/accounts.ts";
import { requestPasswordReset, resetPassword } from "#server/accounts/account-forms.ts";
import { accountError, accountResponse } from "#server/accounts/account-response.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AccountForm, AccountLink, AccountPage } from "../components/account/account-form";
import { TextField } from "../components/ui/text-field";
import type { Route } from "./+types/reset";

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
 * the new password.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = Object.fromEntries(await readForm(request));
  if (typeof form.token === "string") {
    const parsed = parseForm(NewPasswordSchema, form);
    if ("error" in parsed) return accountError(parsed.error);
    const result = await resetPassword(services, request, parsed.input);
    return accountResponse(result, {
      success: "Your password has been changed. You can log in now.",
    });
  }
  const parsed = parseForm(ResetRequestSchema, form);
  if ("error" in parsed) return accountError(parsed.error);
  const result = await requestPasswordReset(services, request, parsed.input);
  return accountResponse(result, { success: accountTexts.resetSent });
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.token) {
    return (
      <AccountPage title="Choose a new password">
        <AccountForm
          submitLabel="Save Password"
          busyLabel="Saving…"
          error={actionData?.error}
          success={actionData?.success}
        >
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
          />
          <TextField
            label="Confirm new password"
            name="confirm"
            type="password"
            autoComplete="new-password"
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
      <AccountForm
        submitLabel="Send Reset Link"
        busyLabel="Sending…"
        error={actionData?.error}
        success={actionData?.success}
      >
        <TextField label="Email" name="email" type="email" autoComplete="email" />
      </AccountForm>
      <p className="mt-6 text-sm text-taupe">
        <AccountLink to="/login">Back to login</AccountLink>
      </p>
    </AccountPage>
  );
}
