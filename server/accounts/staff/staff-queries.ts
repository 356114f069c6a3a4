import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { PendingInvitation, StaffMember } from "#contracts/staff.ts";
import type { Db } from "../../db/client";
import { user } from "../../db/auth-schema";
import { staffInvitation } from "../../db/staff-schema";

/** The most invitations the Staff page lists. */
const pendingInvitationsShown = 50;

/**
 * The team (docs/decisions/072-staff-roles.md): every staff member, enabled ones first, by name.
 * A shop's team is a handful of people: the list is not paged.
 */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      staffRole: user.staffRole,
      disabledAt: user.disabledAt,
    })
    .from(user)
    .where(eq(user.role, "admin"))
    .orderBy(asc(user.disabledAt), asc(user.name), asc(user.id));
  return rows.map(({ disabledAt, staffRole, ...member }) => ({
    ...member,
    staffRole: staffRole ?? "owner",
    isDisabled: disabledAt !== null,
  }));
}

/** Invitations not used or withdrawn, newest first (at most 50), expired ones marked. */
export async function listPendingInvitations(
  db: Db,
  now = new Date(),
): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: staffInvitation.id,
      email: staffInvitation.email,
      staffRole: staffInvitation.staffRole,
      expiresAt: staffInvitation.expiresAt,
    })
    .from(staffInvitation)
    .where(and(isNull(staffInvitation.usedAt), isNull(staffInvitation.revokedAt)))
    .orderBy(desc(staffInvitation.createdAt))
    .limit(pendingInvitationsShown);
  return rows.map(({ expiresAt, ...invitation }) => ({
    ...invitation,
    expiresAt: expiresAt.toISOString(),
    isExpired: expiresAt <= now,
  }));
}
