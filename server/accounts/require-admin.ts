import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { permissionCheckFailed } from "#contracts/admin.ts";
import { can, notAllowedText, staffHome, type Permission } from "#contracts/staff-roles.ts";
import type { AppServices } from "../services";
import { permissionForPath } from "./staff/route-permissions";
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

/** What a refusal for a staff member's role carries: the text and where their own pages start. */
export interface NotAllowedBody {
  error: string;
  home: string | null;
}

/**
 * Refuses, with 403 and notAllowedText, staff member `admin` unless their role may do what
 * `permission` names (docs/decisions/072-staff-roles.md); for an action's stricter intent.
 * @throws an error Response with NotAllowedBody.
 */
export function requirePermission(admin: ViewerUser, permission: Permission): void {
  if (can(admin.staffRole, permission)) return;
  const body: NotAllowedBody = { error: notAllowedText, home: staffHome(admin.staffRole) };
  throw data(body, { status: 403 });
}

/**
 * The signed-in staff member, read fresh from the database on every request (a demoted or
 * disabled one loses access at once), whose role may use the route at `url`
 * (server/accounts/staff/route-permissions.ts). Refuses everyone else (SPEC §6, DESIGN §6): a
 * page (GET) signed out goes to /login?redirect={the page}, a customer goes home; any other
 * request gets 401 or 403; staff whose role does not allow the route get 403 (NotAllowedBody).
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
  const permission = permissionForPath(url.pathname);
  if (permission === undefined) {
    throw data({ error: notAllowedText, home: staffHome(user.staffRole) }, { status: 403 });
  }
  requirePermission(user, permission);
  return user;
}
