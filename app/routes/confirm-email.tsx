import { data } from "react-router";
import { contactProofTexts } from "#contracts/contact-proof.ts";
import {
  confirmEmailLink,
  type LinkRefusal,
} from "#server/accounts/contact-proof/proof-confirmation.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AccountForm, AccountLink, AccountPage } from "../components/account/account-form";
import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your e-mail | Loris" },
  { name: "robots", content: "noindex" },
];

/** Each refused link's message and status (docs/decisions/068-returning-customers.md). */
const refusals: Record<LinkRefusal, { message: string; status: 400 | 409 | 410 }> = {
  invalid: { message: contactProofTexts.linkInvalid, status: 400 },
  expired: { message: contactProofTexts.linkExpired, status: 410 },
  used: { message: contactProofTexts.linkUsed, status: 409 },
  superseded: { message: contactProofTexts.linkSuperseded, status: 409 },
};

/**
 * The page the e-mail's link opens: a button that proves the e-mail. Opening the link proves
 * nothing by itself (mail scanners open links too); the button posts the token.
 */
export function loader({ url }: Route.LoaderArgs) {
  return { token: (url.searchParams.get("token") ?? "").slice(0, 100) };
}

/**
 * POST /confirm-email: proves the e-mail with the link's token (confirmEmailLink) and joins the
 * guest orders placed with it to the account. A forged, used, expired or superseded link is
 * refused with its own message (400, 409, 410, 409); nothing is joined.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const outcome = await confirmEmailLink(getServices(context).db, form.get("token"));
  if (outcome.ok) return data({ success: contactProofTexts.emailConfirmedNow });
  const { message, status } = refusals[outcome.refusal];
  return data({ error: message }, { status });
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const success = actionData && "success" in actionData ? actionData.success : undefined;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <AccountPage title={contactProofTexts.confirmTitle} intro={contactProofTexts.confirmIntro}>
      {success ? (
        <p
          role="status"
          className="border border-gold/50 bg-gold/10 px-4 py-3 text-sm text-espresso"
        >
          {success}
        </p>
      ) : (
        <AccountForm submitLabel="Confirm my e-mail" busyLabel="Confirming…" error={error}>
          <input type="hidden" name="token" value={loaderData.token} />
        </AccountForm>
      )}
      <p className="mt-6 text-sm text-taupe">
        <AccountLink to="/orders">See My Orders</AccountLink>
      </p>
    </AccountPage>
  );
}
