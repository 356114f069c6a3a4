import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { invitationLifetimeHours, staffTexts } from "#contracts/staff.ts";
import { staffRoleLabels, type StaffRole } from "#contracts/staff-roles.ts";
import { recordActivity, type ActivityActor } from "../../activity/record-activity";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { user } from "../../db/auth-schema";
import { staffInvitation } from "../../db/staff-schema";
import { Refusal } from "../../http/refusal";
import { enqueueStaffInvitation } from "../../mail/staff-invitation";
import { invitationTokenHash, newInvitationToken } from "./invitation-token";

/** What an invitation link's token reads as. */
export type InvitationState =
  | { state: "valid"; email: string; staffRole: StaffRole }
  | { state: "expired" | "used" | "revoked" | "invalid" };

/**
 * Invites `email` to the team as `staffRole` (docs/decisions/072-staff-roles.md): an invitation
 * whose link works once, for invitationLifetimeHours, e-mailed through the outbox in the same
 * transaction, and on the activity trail as the inviter's (decision 074). An earlier invitation
 * to that address stops working.
 * @throws Refusal 409 staffTexts.alreadyStaff when the address is a staff member's already.
 */
export async function inviteStaff(
  db: Db,
  input: { email: string; staffRole: StaffRole; invitedBy: ActivityActor },
  config: Pick<Config, "publicUrl" | "mailFrom">,
  now = new Date(),
): Promise<void> {
  const { token, tokenHash } = newInvitationToken();
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, input.email));
    if (existing?.role === "admin") throw new Refusal(staffTexts.alreadyStaff, 409);
    await tx
      .update(staffInvitation)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffInvitation.email, input.email),
          isNull(staffInvitation.usedAt),
          isNull(staffInvitation.revokedAt),
        ),
      );
    await tx.insert(staffInvitation).values({
      id: randomBytes(12).toString("hex"),
      email: input.email,
      staffRole: input.staffRole,
      tokenHash,
      invitedBy: input.invitedBy.userId,
      expiresAt: new Date(now.getTime() + invitationLifetimeHours * 60 * 60 * 1000),
      createdAt: now,
    });
    await recordActivity(
      tx,
      {
        actor: input.invitedBy,
        kind: "staff.invited",
        subjectType: "user",
        subjectId: input.email,
        summary: `${input.email} invited as ${staffRoleLabels[input.staffRole]}`,
        after: { email: input.email, role: input.staffRole },
      },
      now,
    );
    await enqueueStaffInvitation(tx, {
      email: input.email,
      invited_by: input.invitedBy.name,
      staff_role: input.staffRole,
      join_url: `${config.publicUrl}/staff/join?token=${token}`,
      expires_in_hours: invitationLifetimeHours,
      reply_to: config.mailFrom,
      logo_url: `${config.publicUrl}/media/brand/logo-email.png`,
    });
  });
}

/**
 * What invitation link token `token` reads as at `now`: valid (with its address and role),
 * expired, used, revoked (by the owner, or by a newer invitation), or invalid (forged, unknown, malformed).
 */
export async function readInvitation(
  db: Pick<Db, "select">,
  token: string,
  now = new Date(),
): Promise<InvitationState> {
  if (!/^[\w-]{20,100}$/.test(token)) return { state: "invalid" };
  const [invitation] = await db
    .select()
    .from(staffInvitation)
    .where(eq(staffInvitation.tokenHash, invitationTokenHash(token)));
  if (!invitation) return { state: "invalid" };
  if (invitation.usedAt) return { state: "used" };
  if (invitation.revokedAt) return { state: "revoked" };
  if (invitation.expiresAt <= now) return { state: "expired" };
  return { state: "valid", email: invitation.email, staffRole: invitation.staffRole };
}
