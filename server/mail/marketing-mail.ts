import { z } from "zod";
import { mailOutbox } from "../db/mail-schema";
import type { DbOrTransaction } from "./order-confirmation";

/** The outbox `template` name of a marketing e-mail: a back-in-stock alert, a cart reminder. */
export const marketingMailTemplate = "marketing";

/**
 * A marketing e-mail's input, as stored in the outbox payload
 * (docs/decisions/066-back-in-stock-alerts.md, 067-marketing-consent-and-cart-reminders.md):
 * its words, one button to an absolute link, and the signed unsubscribe link it must carry.
 */
export const MarketingMailPayloadSchema = z.object({
  email: z.string().min(1),
  subject: z.string().min(1),
  eyebrow: z.string(),
  heading: z.string().min(1),
  text: z.string().min(1),
  button_label: z.string().min(1),
  button_url: z.url(),
  unsubscribe_url: z.url(),
  reply_to: z.string().min(1),
  logo_url: z.url(),
});

/** A marketing e-mail's input. */
export type MarketingMailPayload = z.infer<typeof MarketingMailPayloadSchema>;

/**
 * Writes a marketing e-mail to the mail outbox inside the caller's transaction; the mail worker
 * sends it with retries.
 * @throws the database error of the insert.
 */
export async function enqueueMarketingMail(
  tx: DbOrTransaction,
  payload: MarketingMailPayload,
): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ template: marketingMailTemplate, recipient: payload.email, payload });
}
