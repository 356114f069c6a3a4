import { and, count, eq, isNull, ne } from "drizzle-orm";
import { staffTexts } from "#contracts/staff.ts";
import { staffRoleLabels, type StaffRole } from "#contracts/staff-roles.ts";
import { recordActivity, type ActivityActor } from "../../activity/record-activity";
import { advisoryLockSpaces, lockAdvisory } from "../../db/advisory-lock";
import type { Db, DbTransaction } from "../../db/client";
import { session, user } from "../../db/auth-schema";
import { staffInvitation } from "../../db/staff-schema";
import { Refusal } from "../../http/refusal";

/** A staff member as a change leaves them: their name ('Amina Wanjiru') for the notice. */
interface ChangedStaff {
  name: string;
}

/**
 * Locks staff member `userId` for a change that may take away an owner, under the team's owner
 * lock so two such changes at once cannot both remove the last one.
 * @throws Refusal 404 when `userId` is not a staff member.
 */
async function lockStaff(tx: DbTransaction, userId: string) {
  await lockAdvisory(tx, advisoryLockSpaces.staffOwners, "owners");
  const [staff] = await tx
    .select({ name: user.name, staffRole: user.staffRole, disabledAt: user.disabledAt })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.role, "admin")))
    .for("update");
  if (!staff) throw new Refusal(staffTexts.notFound, 404);
  return staff;
}

/** @throws Refusal 409 staffTexts.lastOwner when no other enabled owner than `userId` is left. */
async function keepAnOwner(tx: DbTransaction, userId: string): Promise<void> {
  const [others] = await tx
    .select({ owners: count() })
    .from(user)
    .where(and(eq(user.staffRole, "owner"), isNull(user.disabledAt), ne(user.id, userId)));
  if ((others?.owners ?? 0) === 0) throw new Refusal(staffTexts.lastOwner, 409);
}

/**
 * Gives staff member `userId` role `staffRole` (docs/decisions/072-staff-roles.md); it counts on
 * their next request. On the activity trail as `actor`'s (decision 074).
 * @throws Refusal 404 for an unknown staff member, 409 for the last enabled owner's demotion.
 */
export async function changeStaffRole(
  db: Db,
  userId: string,
  staffRole: StaffRole,
  actor: ActivityActor,
): Promise<ChangedStaff> {
  return db.transaction(async (tx) => {
    const staff = await lockStaff(tx, userId);
    const isOwner = staff.staffRole === "owner" && !staff.disabledAt;
    if (isOwner && staffRole !== "owner") await keepAnOwner(tx, userId);
    await tx.update(user).set({ staffRole, updatedAt: new Date() }).where(eq(user.id, userId));
    if (staff.staffRole !== staffRole) {
      await recordActivity(tx, {
        actor,
        kind: "staff.role_changed",
        subjectType: "user",
        subjectId: userId,
        summary: `${staff.name} is now ${staffRoleLabels[staffRole]}`,
        before: { role: staff.staffRole },
        after: { role: staffRole },
      });
    }
    return { name: staff.name };
  });
}

/**
 * Disables staff member `userId` — every session of theirs ends at once and they cannot sign in
 * — or enables them again (decision 072). On the activity trail as `actor`'s (decision 074).
 * @throws Refusal 404 for an unknown staff member, 409 for disabling the last enabled owner.
 */
export async function setStaffDisabled(
  db: Db,
  userId: string,
  isDisabled: boolean,
  actor: ActivityActor,
  now = new Date(),
): Promise<ChangedStaff> {
  return db.transaction(async (tx) => {
    const staff = await lockStaff(tx, userId);
    if (isDisabled && staff.staffRole === "owner" && !staff.disabledAt) {
      await keepAnOwner(tx, userId);
    }
    await tx
      .update(user)
      .set({ disabledAt: isDisabled ? (staff.disabledAt ?? now) : null, updatedAt: now })
      .where(eq(user.id, userId));
    if (isDisabled) await tx.delete(session).where(eq(session.userId, userId));
    await recordActivity(
      tx,
      {
        actor,
        kind: isDisabled ? "staff.disabled" : "staff.enabled",
        subjectType: "user",
        subjectId: userId,
        summary: `${staff.name} ${isDisabled ? "disabled" : "enabled"}`,
      },
      now,
    );
    return { name: staff.name };
  });
}

/**
 * Withdraws pending invitation `invitationId`: its link stops working. On the activity trail as
 * `actor`'s (decision 074).
 * @returns the invited address.
 * @throws Refusal 404 when it is not pending (used, withdrawn, unknown).
 */
export async function revokeInvitation(
  db: Db,
  invitationId: string,
  actor: ActivityActor,
  now = new Date(),
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffInvitation)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffInvitation.id, invitationId),
          isNull(staffInvitation.usedAt),
          isNull(staffInvitation.revokedAt),
        ),
      )
      .returning({ email: staffInvitation.email });
    if (!revoked) throw new Refusal(staffTexts.notFound, 404);
    await recordActivity(
      tx,
      {
        actor,
        kind: "staff.invitation_withdrawn",
        subjectType: "user",
        subjectId: revoked.email,
        summary: `Invitation to ${revoked.email} withdrawn`,
      },
      now,
    );
    return revoked;
  });
}
