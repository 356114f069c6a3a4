import { z } from "zod";
import { mailOutbox } from "../db/mail-schema";
import type { DbOrTransaction } from "./order-confirmation";

/** The outbox `template` name of the e-mail that proves an account's address (decision 068). */
export const emailProofTemplate = "email-proof";

/** The e-mail proof's input, as stored in the outbox payload. */
export const EmailProofPayloadSchema = z.object({
  email: z.string().min(1),
  to_name: z.string(),
  /** Absolute link to /confirm-email?token=… (single-use, expiring). */
  confirm_url: z.url(),
  /** How long the link works, in hours. */
  expires_in_hours: z.number().int().min(1),
  reply_to: z.string().min(1),
  logo_url: z.url(),
});

/** The e-mail proof's input. */
export type EmailProofPayload = z.infer<typeof EmailProofPayloadSchema>;

/**
 * Writes the e-mail with the link that proves an account's address to the mail outbox, in the
 * caller's transaction; the mail worker sends it (docs/decisions/068-returning-customers.md).
 * @throws the database error of the insert.
 */
export async function enqueueEmailProof(
  tx: DbOrTransaction,
  payload: EmailProofPayload,
): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ template: emailProofTemplate, recipient: payload.email, payload });
}
