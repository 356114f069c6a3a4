import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * `shouldRevalidate` for /login and /register: not after the page's own form. The
 * sign-in it made would send the loader on to `redirect` at once, and SPEC §2 wants the success
 * message shown first (then the redirect after 1 s or 1.5 s).
 */
export function notAfterOwnForm({
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return formAction?.startsWith(currentUrl.pathname) ? false : defaultShouldRevalidate;
}
