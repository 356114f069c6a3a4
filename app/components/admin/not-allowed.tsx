import { Link } from "react-router";
import { notAllowedText } from "#contracts/staff-roles.ts";

/** Where a 403's body says the staff member's own pages start, if it says (NotAllowedBody). */
export function notAllowedHome(body: unknown): string | null {
  const hasHome = typeof body === "object" && body !== null && "home" in body;
  return hasHome && typeof body.home === "string" ? body.home : null;
}

/**
 * A page the staff member's role may not use (403, docs/decisions/072-staff-roles.md): why, and
 * a way back to their own pages (`home`), or to the shop.
 */
export function NotAllowed({ home }: { home: string | null }) {
  return (
    <div role="alert" className="flex min-h-[60dvh] flex-col items-center justify-center gap-5 p-8">
      <h1 className="font-display text-3xl text-espresso">Not for your role</h1>
      <p className="max-w-sm text-center text-ink">{notAllowedText}</p>
      <Link
        to={home ?? "/"}
        className="text-sm tracking-widest text-espresso uppercase underline underline-offset-4"
      >
        {home ? "Back to your admin pages" : "Back to the shop"}
      </Link>
    </div>
  );
}
