import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { staffRoles } from "#contracts/staff-roles.ts";
import { user } from "./auth-schema";

/**
 * An invitation to join the team (DESIGN §5 "Team", docs/decisions/072-staff-roles.md): the
 * e-mailed link carries a random token whose SHA-256 hash is kept here; it works once
 * (`usedAt`), until `expiresAt`, and not after the owner revoked it (`revokedAt`).
 */
export const staffInvitation = pgTable(
  "staff_invitation",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    staffRole: text("staff_role", { enum: staffRoles }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("staff_invitation_email_lowercase", sql`${t.email} = lower(${t.email})`),
    // The Staff page's pending invitations, newest first.
    index("staff_invitation_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
  ],
);
