import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { optOutOfMarketingMail } from "#server/marketing/marketing-opt-outs.ts";
import { isUnsubscribeToken } from "#server/marketing/unsubscribe-link.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/unsubscribe";

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

function Message({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="container-page flex flex-col items-center gap-5 py-24 text-center">
      <p className="eyebrow">Offers and reminders</p>
      <h1 className="font-display text-4xl text-espresso">{title}</h1>
      {children}
      <Link
        to="/all-products"
        className="mt-2 inline-flex h-10 items-center bg-espresso px-6 text-xs tracking-[0.2em] text-ivory uppercase hover:bg-ink"
      >
        Continue shopping
      </Link>
    </div>
  );
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <Message title={unsubscribeTexts.done}>
      <p className="max-w-md text-sm leading-relaxed wrap-anywhere text-ink/80">
        {loaderData.email}: {unsubscribeTexts.detail}
      </p>
    </Message>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const isInvalid = isRouteErrorResponse(error) && error.status === 404;
  return <Message title={isInvalid ? unsubscribeTexts.invalid : "Something went wrong"} />;
}
