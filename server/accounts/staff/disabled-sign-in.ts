import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/auth-schema";

/** Shown at sign-in to a staff member the owner disabled (decision 072). */
export const disabledAccountText = "This account is disabled. Ask the shop's owner.";

/**
 * Better Auth's hook before a session is created: refuses it, with 403 and disabledAccountText,
 * for a disabled staff member (docs/decisions/072-staff-roles.md).
 * @throws APIError FORBIDDEN.
 */
export function refuseDisabledSignIn(db: Db) {
  return async (session: { userId: string }) => {
    const [account] = await db
      .select({ disabledAt: user.disabledAt })
      .from(user)
      .where(eq(user.id, session.userId));
    if (account?.disabledAt) throw new APIError("FORBIDDEN", { message: disabledAccountText });
  };
}
