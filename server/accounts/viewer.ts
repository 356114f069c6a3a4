import type { AppServices } from "../services";

/** The signed-in user as pages see them. */
export interface ViewerUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: "customer" | "admin";
}

/** Who is asking: a signed-in user, or nobody. */
export interface Viewer {
  user?: ViewerUser;
}

/**
 * Reads the session of `request` (one database read; Better Auth's `getSession`). An unreadable
 * session, or a role other than 'admin', reads as signed out or as a customer (SPEC §6: a
 * failure reading the role means not admin).
 */
export async function getViewer(
  request: Request,
  { auth, log }: Pick<AppServices, "auth" | "log">,
): Promise<Viewer> {
  try {
    const session = await auth.api.getSession({ headers: request.headers });
    if (!session) return {};
    const { id, email, firstName, lastName, phone, role } = session.user;
    const isAdmin = role === "admin";
    return {
      user: { id, email, firstName, lastName, phone, role: isAdmin ? "admin" : "customer" },
    };
  } catch (error) {
    log.warn({ err: error }, "could not read the session");
    return {};
  }
}
