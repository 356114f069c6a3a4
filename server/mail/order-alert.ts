import { z } from "zod";
import { mailOutbox } from "../db/mail-schema";
import type { DbOrTransaction } from "./order-confirmation";

/** The outbox `template` name of the staff's new-order alert (decision 042). */
export const orderAlertTemplate = "order-alert";

const ksh = z.number().int().min(0);

/** The new-order alert's input, as stored in the outbox payload. Money in whole KSh. */
export const OrderAlertPayloadSchema = z.object({
  /** The staff address it goes to. */
  email: z.string().min(1),
  order_id: z.string().min(1),
  total: ksh,
  units: z.number().int().min(1),
  /** How it came: 'Website', 'WhatsApp', 'Phone call · entered by Amina'. */
  source: z.string(),
  customer_name: z.string(),
  /** As Kenyans write it, '0712 345 678'; empty when none was given. */
  phone: z.string(),
  /** Absolute link to the order in the admin's Order Management. */
  order_url: z.url(),
  reply_to: z.string().min(1),
  logo_url: z.url(),
});

/** The new-order alert's input. */
export type OrderAlertPayload = z.infer<typeof OrderAlertPayloadSchema>;

/**
 * Writes the new-order alert to each of `recipients` (ORDER_ALERT_EMAILS) in the mail outbox,
 * inside the order's transaction, so staff hear of the order if and only if it commits.
 * @throws the database error of the insert.
 */
export async function enqueueOrderAlerts(
  tx: DbOrTransaction,
  recipients: readonly string[],
  payload: Omit<OrderAlertPayload, "email">,
): Promise<void> {
  if (recipients.length === 0) return;
  await tx.insert(mailOutbox).values(
    recipients.map((email) => ({
      template: orderAlertTemplate,
      recipient: email,
      payload: { ...payload, email },
    })),
  );
}
