import { redirect } from "react-router";
import { landingAfterSignIn, safeRedirect } from "#contracts/accounts.ts";
import { staffHome } from "#contracts/staff-roles.ts";
import type { AppServices } from "../services";
import { getViewer } from "./viewer";

/**
 * Where /login and /register (at `url`) send a visitor next: `?redirect=` when it is a path on this site,
 * otherwise home. A visitor already signed in is sent on at once (an admin without `?redirect=`
 * to the dashboard, as after logging in): those pages have nothing for them.
 * @returns the target, for the form to carry when nobody is signed in.
 * @throws a redirect Response to the target when someone is signed in.
 */
export async function redirectSignedIn(
  request: Request,
  url: URL,
  services: Pick<AppServices, "auth" | "log">,
): Promise<string> {
  const redirectTo = safeRedirect(url.searchParams.get("redirect"));
  const { user } = await getViewer(request, services);
  if (user) throw redirect(landingAfterSignIn(redirectTo, user.role, staffHome(user.staffRole)));
  return redirectTo;
}
