import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { unusableLinkTexts, type JoinTeam } from "#contracts/staff.ts";
import { staffRoleLabels, type StaffRole } from "#contracts/staff-roles.ts";
import type { Db } from "../../db/client";
import { account, user } from "../../db/auth-schema";
import { staffInvitation } from "../../db/staff-schema";
import { recordActivity } from "../../activity/record-activity";
import { Refusal } from "../../http/refusal";
import type { Auth } from "../auth";
import { invitationTokenHash } from "./invitation-token";
import { readInvitation } from "./staff-invitations";

/**
 * Accepts invitation link token `token` with the invitee's names, phone and password
 * (docs/decisions/072-staff-roles.md), in one transaction: the invitation is used up (a second
 * acceptance, even at the same moment, is refused), and the invited address becomes a staff
 * member with the invitation's role, enabled, signing in with that password — a new account, or
 * the address's existing one (the link proved the address) — and on the activity trail as
 * theirs (decision 074).
 * @returns the address and role, to sign in with.
 * @throws Refusal 409 for an expired, used or revoked link, 404 for an invalid one.
 */
export async function acceptInvitation(
  db: Db,
  auth: Auth,
  token: string,
  join: JoinTeam,
  now = new Date(),
): Promise<{ email: string; staffRole: StaffRole }> {
  const passwordHash = await (await auth.$context).password.hash(join.password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(staffInvitation)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffInvitation.tokenHash, invitationTokenHash(token)),
          isNull(staffInvitation.usedAt),
          isNull(staffInvitation.revokedAt),
          gt(staffInvitation.expiresAt, now),
        ),
      )
      .returning({ email: staffInvitation.email, staffRole: staffInvitation.staffRole });
    if (!claimed) {
      const { state } = await readInvitation(tx, token, now);
      const reason = state === "valid" ? "used" : state;
      throw new Refusal(unusableLinkTexts[reason], reason === "invalid" ? 404 : 409);
    }
    const staff = {
      name: `${join.firstName} ${join.lastName}`,
      firstName: join.firstName,
      lastName: join.lastName,
      phone: join.phone,
      role: "admin" as const,
      staffRole: claimed.staffRole,
      disabledAt: null,
      emailVerified: true,
      updatedAt: now,
    };
    const [existing] = await tx
      .update(user)
      .set(staff)
      .where(eq(user.email, claimed.email))
      .returning({ id: user.id });
    const userId = existing?.id ?? randomBytes(16).toString("hex");
    if (!existing) await tx.insert(user).values({ id: userId, email: claimed.email, ...staff });
    const [credential] = await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: now })
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (!credential) {
      await tx.insert(account).values({
        id: randomBytes(16).toString("hex"),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
      });
    }
    await recordActivity(
      tx,
      {
        actor: { userId, name: staff.name },
        kind: "staff.joined",
        subjectType: "user",
        subjectId: userId,
        summary: `${staff.name} joined as ${staffRoleLabels[claimed.staffRole]}`,
        after: { email: claimed.email, role: claimed.staffRole },
      },
      now,
    );
    return claimed;
  });
}
