// zod/mini: the invitation form also checks itself in the browser, where bytes count.
import { z } from "zod/mini";
import {
  accountFieldMaxLengths,
  accountFieldSchemas,
  accountTexts,
  email as accountEmail,
  minPasswordLength,
} from "./accounts";
import { fieldIssue, requiredFields } from "./field-issues";
import { staffRoles } from "./staff-roles";
import { storable } from "./storable-text";
import { withinLength } from "./text-limit";

/** How long an invitation link works, in hours (docs/decisions/072-staff-roles.md). */
export const invitationLifetimeHours = 72;

/** The Staff page's and the invitation page's texts (decision 072). */
export const staffTexts = {
  invited: (email: string) => `Invitation sent to ${email}. The link works for 3 days, once.`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  disabled: (name: string) => `${name} is disabled and signed out everywhere.`,
  enabled: (name: string) => `${name} can sign in again.`,
  revoked: (email: string) => `The invitation to ${email} no longer works.`,
  alreadyStaff: "This person is already on the team: change their role or enable them below.",
  lastOwner: "The shop needs at least one owner: make someone else an owner first.",
  notFound: "This staff member or invitation no longer exists.",
  refused: "Please correct the highlighted fields",
  failed: "The change could not be saved. Please try again.",
  /** The invitation page, when its link cannot be used. */
  linkExpired: "This invitation has expired. Ask the shop's owner for a new one.",
  linkUsed: "This invitation has been used. Log in with the password you chose.",
  linkRevoked: "This invitation was withdrawn. Ask the shop's owner for a new one.",
  linkInvalid: "This invitation link is not valid. Ask the shop's owner for a new one.",
  joinRequired: "Please fill out all fields",
  joinMissing: {
    firstName: "Please enter your first name",
    lastName: "Please enter your last name",
    phone: "Please enter your phone number",
    password: "Please choose a password",
  },
  passwordTooShort: "Password must be at least 6 characters long",
} as const;

/** Why an invitation link cannot be used, by what its token reads as (readInvitation). */
export const unusableLinkTexts = {
  expired: staffTexts.linkExpired,
  used: staffTexts.linkUsed,
  revoked: staffTexts.linkRevoked,
  invalid: staffTexts.linkInvalid,
} as const;

const email = accountEmail.check(z.email({ error: accountTexts.invalidEmail }));
const staffRole = z.enum(staffRoles, { error: "Choose a role" });

/** The owner's invitation: an e-mail address and a role. */
export const InviteStaffSchema = z.object({ email, staffRole });

/** A role change of staff member `userId`. */
export const ChangeStaffRoleSchema = z.object({
  userId: z.string().check(withinLength("Staff member", 100)),
  staffRole,
});

/** Disabling or enabling staff member `userId`, or revoking invitation `invitationId`. */
export const StaffTargetSchema = z.object({
  targetId: z.string().check(z.minLength(1), withinLength("Staff member", 100)),
});

/**
 * The invitation page's form: names, a Kenyan phone and a password of 6 to 128 characters, each
 * refused field with its own message (decision 052).
 */
export const JoinTeamSchema = z
  .object({
    ...accountFieldSchemas,
    password: z
      .string()
      .check(storable("Password"), withinLength("Password", accountFieldMaxLengths.password)),
  })
  .check(requiredFields(staffTexts.joinRequired, staffTexts.joinMissing), (ctx) => {
    const { password } = ctx.value;
    if (password && password.length < minPasswordLength) {
      ctx.issues.push(fieldIssue("password", staffTexts.passwordTooShort, ctx.value));
    }
  });
export type JoinTeam = z.infer<typeof JoinTeamSchema>;

/** A staff member as the Staff page lists them. */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
  phone: string;
  staffRole: (typeof staffRoles)[number];
  isDisabled: boolean;
}

/** An invitation not yet used or revoked; `expiresAt` ISO. */
export interface PendingInvitation {
  id: string;
  email: string;
  staffRole: (typeof staffRoles)[number];
  expiresAt: string;
  isExpired: boolean;
}
