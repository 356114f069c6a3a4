import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { permissionCheckFailed } from "#contracts/admin.ts";
import type { AppServices } from "../services";
import { loginRedirect, readSessionUser, type GuardedRequest, type ViewerUser } from "./viewer";

/** Where the admin middleware puts the admin it let through. */
export const adminContext = createContext<ViewerUser>();

/** The admin the admin middleware let through (every /admin loader and action runs after it). */
export function getAdmin(context: Readonly<RouterContextProvider>): ViewerUser {
  return context.get(adminContext);
}

/** How the order timeline names staff member `admin`: 'Amina Wanjiru', or their e-mail. */
export function staffNameOf(admin: Pick<ViewerUser, "firstName" | "lastName" | "email">): string {
  return `${admin.firstName} ${admin.lastName}`.trim() || admin.email;
}

/**
 * The signed-in admin, read fresh from the database on every request (a demoted admin loses
 * access at once). Refuses everyone else (SPEC §6, DESIGN §6): a page (GET) signed out goes to
 * /login?redirect={the page}, a customer goes home; any other request gets 401 or 403.
 * @throws a redirect or an error Response; 503 with permissionCheckFailed when the session or
 *   the role cannot be read.
 */
export async function requireAdmin(
  { request, url }: GuardedRequest,
  { auth, log }: Pick<AppServices, "auth" | "log">,
): Promise<ViewerUser> {
  let user: ViewerUser | undefined;
  try {
    user = await readSessionUser(request, { auth });
  } catch (error) {
    log.error({ err: error }, "could not verify admin permissions");
    throw data({ error: permissionCheckFailed }, { status: 503 });
  }
  const isPage = request.method === "GET" || request.method === "HEAD";
  if (!user) {
    if (!isPage) throw data({ error: "Please log in as an admin." }, { status: 401 });
    throw loginRedirect(url);
  }
  if (user.role !== "admin") {
    if (!isPage) throw data({ error: "Only an admin may do this." }, { status: 403 });
    throw redirect("/");
  }
  return user;
}
