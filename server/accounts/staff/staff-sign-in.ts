import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { recordActivity } from "../../activity/record-activity";
import type { Db } from "../../db/client";
import { user } from "../../db/auth-schema";

/**
 * Better Auth's hook after a session is created: a staff member's sign-in goes on the activity
 * trail, with the client address (docs/decisions/074-activity-trail.md). A customer's does not.
 * A failure to write it is logged, never a failed sign-in.
 */
export function recordStaffSignIn(db: Db, log?: Logger) {
  return async (session: { userId: string; ipAddress?: string | null }) => {
    try {
      const [staff] = await db
        .select({ name: user.name, role: user.role })
        .from(user)
        .where(eq(user.id, session.userId));
      if (staff?.role !== "admin") return;
      await recordActivity(db, {
        actor: { userId: session.userId, name: staff.name },
        kind: "sign_in",
        subjectType: "user",
        subjectId: session.userId,
        summary: `${staff.name} signed in`,
        after: session.ipAddress ? { address: session.ipAddress } : undefined,
      });
    } catch (error) {
      log?.error({ err: error, userId: session.userId }, "could not record a staff sign-in");
    }
  };
}
