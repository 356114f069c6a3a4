import { getSessionCookie } from "better-auth/cookies";
import { redirect } from "react-router";
import { staffRoles, type StaffRole } from "#contracts/staff-roles.ts";
import type { AppServices } from "../services";

/** The signed-in user as pages see them. */
export interface ViewerUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: "customer" | "admin";
  /** A staff member's role (role 'admin'); null for a customer (decision 072). */
  staffRole: StaffRole | null;
}

/** Who is asking: a signed-in user, or nobody. */
export interface Viewer {
  user?: ViewerUser;
}

/**
 * The signed-in user of `request`, or undefined (Better Auth's `getSession`, skipped for a
 * request without a session cookie: a guest's). It reads the database, so a session ended
 * (signed out, revoked) or a role changed counts at once; `isFromCookie` reads the session's
 * copy in its signed cookie instead while that is under 5 minutes old (decision 050: what a
 * shop page's header shows). A role other than 'admin', or 'admin' without a staff role, reads
 * as a customer; a disabled staff member reads as signed out (decision 072).
 * @throws the error of Better Auth or the database when the session cannot be read.
 */
export async function readSessionUser(
  request: Request,
  { auth }: Pick<AppServices, "auth">,
  { isFromCookie = false }: { isFromCookie?: boolean } = {},
): Promise<ViewerUser | undefined> {
  if (!getSessionCookie(request.headers)) return undefined;
  const session = await auth.api.getSession({
    headers: request.headers,
    query: { disableCookieCache: !isFromCookie },
  });
  if (!session) return undefined;
  const { id, email, firstName, lastName, phone, role, staffRole, disabledAt } = session.user;
  if (disabledAt) return undefined;
  const knownRole = staffRoles.find((known) => known === staffRole) ?? null;
  const isStaff = role === "admin" && knownRole !== null;
  return {
    id,
    email,
    firstName,
    lastName,
    phone,
    role: isStaff ? "admin" : "customer",
    staffRole: isStaff ? knownRole : null,
  };
}

/**
 * Reads the session of `request`. An unreadable session reads as signed out (SPEC §6: a failure
 * reading the role means not admin).
 */
export async function getViewer(
  request: Request,
  services: Pick<AppServices, "auth" | "log">,
): Promise<Viewer> {
  try {
    const user = await readSessionUser(request, services);
    return user ? { user } : {};
  } catch (error) {
    services.log.warn({ err: error }, "could not read the session");
    return {};
  }
}

/**
 * What a guard reads of a loader's, action's or middleware's arguments: the request (session
 * cookie, method) and `url`, the page asked for. With React Router's `v8_passThroughRequests`,
 * a client navigation's `request.url` is the page's data URL (`/orders.data?_routes=…`); `url`
 * is the page's own (`/orders`).
 */
export interface GuardedRequest {
  request: Request;
  url: URL;
}

/** A redirect to /login that comes back to `url`, the page asked for. */
export function loginRedirect(url: URL): Response {
  const target = encodeURIComponent(url.pathname + url.search).replace(/%2F/g, "/");
  return redirect(`/login?redirect=${target}`);
}
