import type { AppServices } from "../services";
import { getViewer, loginRedirect, type GuardedRequest, type ViewerUser } from "./viewer";

/**
 * The signed-in user, or a redirect to /login?redirect={the page asked for} (SPEC §2: /orders
 * and /profile are for signed-in users only). Every loader and action of such a page calls it.
 * @throws a redirect Response when nobody is signed in.
 */
export async function requireUser(
  { request, url }: GuardedRequest,
  services: Pick<AppServices, "auth" | "log">,
): Promise<ViewerUser> {
  const { user } = await getViewer(request, services);
  if (user) return user;
  throw loginRedirect(url);
}
