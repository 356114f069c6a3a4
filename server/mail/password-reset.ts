import { z } from "zod";
import { mailOutbox } from "../db/mail-schema";
import type { DbOrTransaction } from "./order-confirmation";

/** The outbox `template` name of the password-reset e-mail. */
export const passwordResetTemplate = "password-reset";

/** The reset e-mail's input, as stored in the outbox payload (decision 006). */
export const PasswordResetPayloadSchema = z.object({
  email: z.string().min(1),
  to_name: z.string(),
  /** Absolute link to /reset?token=… (single-use, expiring). */
  reset_url: z.url(),
  /** How long the link works, in minutes. */
  expires_in_minutes: z.number().int().min(1),
  reply_to: z.string().min(1),
  logo_url: z.url(),
});

/** The password-reset e-mail's input. */
export type PasswordResetPayload = z.infer<typeof PasswordResetPayloadSchema>;

/**
 * Writes the password-reset e-mail (SPEC §7 "send password-reset e-mail") to the mail outbox;
 * the mail worker sends it with retries.
 * @throws the database error of the insert.
 */
export async function enqueuePasswordReset(
  tx: DbOrTransaction,
  payload: PasswordResetPayload,
): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ template: passwordResetTemplate, recipient: payload.email, payload });
}
