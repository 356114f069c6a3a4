import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { optOutOfMarketingMail } from "#server/marketing/marketing-opt-outs.ts";
import { isUnsubscribeToken } from "#server/marketing/unsubscribe-link.ts";
import { getServices } from "#server/services.ts";
import { MarketingLinkPage } from "../components/marketing-link-page";
import type { Route } from "./+types/unsubscribe";

const eyebrow = "Offers and reminders";

/** The unsubscribe page's texts (docs/decisions/066-back-in-stock-alerts.md). */
export const unsubscribeTexts = {
  done: "You are unsubscribed",
  detail:
    "Loris will send no more offers, back-in-stock alerts or cart reminders to this address. Messages about your orders still come.",
  invalid: "This unsubscribe link is not valid",
} as const;

export const meta = () => [
  { title: "Unsubscribe | Loris" },
  { name: "robots", content: "noindex" },
];

/**
 * GET /unsubscribe?email=&token= — the link every marketing e-mail carries (decision 066): a
 * valid signature stops marketing e-mail to that address at once, without an account, and the
 * page says so; opening it again says the same. Any other link is a 404.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, secret } = getServices(context);
  const email = (url.searchParams.get("email") ?? "").slice(0, 254);
  const token = (url.searchParams.get("token") ?? "").slice(0, 64);
  if (!email || !isUnsubscribeToken(email, token, secret)) {
    throw data(unsubscribeTexts.invalid, { status: 404 });
  }
  await optOutOfMarketingMail(db, email);
  return { email };
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingLinkPage eyebrow={eyebrow} title={unsubscribeTexts.done}>
      <p className="max-w-md text-sm leading-relaxed wrap-anywhere text-ink/80">
        {loaderData.email}: {unsubscribeTexts.detail}
      </p>
    </MarketingLinkPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const isInvalid = isRouteErrorResponse(error) && error.status === 404;
  return (
    <MarketingLinkPage
      eyebrow={eyebrow}
      title={isInvalid ? unsubscribeTexts.invalid : "Something went wrong"}
    />
  );
}
