import { z } from "zod";
import { staffRoles } from "#contracts/staff-roles.ts";
import { mailOutbox } from "../db/mail-schema";
import type { DbOrTransaction } from "./order-confirmation";

/** The outbox `template` name of the staff invitation e-mail. */
export const staffInvitationTemplate = "staff-invitation";

/** The invitation e-mail's input, as stored in the outbox payload (decision 072). */
export const StaffInvitationPayloadSchema = z.object({
  email: z.string().min(1),
  /** Who invited them: 'Amina Wanjiru'. */
  invited_by: z.string(),
  staff_role: z.enum(staffRoles),
  /** Absolute link to /staff/join?token=… (single-use, expiring). */
  join_url: z.url(),
  /** How long the link works, in hours. */
  expires_in_hours: z.number().int().min(1),
  reply_to: z.string().min(1),
  logo_url: z.url(),
});

/** The invitation e-mail's input. */
export type StaffInvitationPayload = z.infer<typeof StaffInvitationPayloadSchema>;

/**
 * Writes the staff invitation e-mail (docs/decisions/072-staff-roles.md) to the mail outbox;
 * the mail worker sends it with retries.
 * @throws the database error of the insert.
 */
export async function enqueueStaffInvitation(
  tx: DbOrTransaction,
  payload: StaffInvitationPayload,
): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ template: staffInvitationTemplate, recipient: payload.email, payload });
}
