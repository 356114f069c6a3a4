import { z } from "zod";
import { mailOutbox } from "../db/mail-schema";
import type { DbOrTransaction } from "./order-confirmation";

/** The outbox `template` name of the staff's daily digest (decision 042). */
export const dailyDigestTemplate = "daily-digest";

const ksh = z.number().int().min(0);

/** The daily digest's input, as stored in the outbox payload. Money in whole KSh. */
export const DailyDigestPayloadSchema = z.object({
  /** The staff address it goes to. */
  email: z.string().min(1),
  /** The shop's day it tells of (Nairobi), YYYY-MM-DD. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  orders: z.number().int().min(0),
  /** The day's sales (decision 037's rule), and the money received that day. */
  sales: ksh,
  received: ksh,
  /** Sizes out of stock or running low now: 'Amber Veil 50ml', with the units left (null = untracked). */
  low_stock: z.array(
    z.object({ name: z.string(), in_stock: z.boolean(), stock_level: z.number().int().nullable() }),
  ),
  /** How many more sizes are low than listed. */
  more_low_stock: z.number().int().min(0),
  dashboard_url: z.url(),
  reply_to: z.string().min(1),
  logo_url: z.url(),
});

/** The daily digest's input. */
export type DailyDigestPayload = z.infer<typeof DailyDigestPayloadSchema>;

/**
 * Writes the day's digest to each of `recipients` in the mail outbox, inside the caller's
 * transaction.
 * @throws the database error of the insert.
 */
export async function enqueueDailyDigest(
  tx: DbOrTransaction,
  recipients: readonly string[],
  payload: Omit<DailyDigestPayload, "email">,
): Promise<void> {
  if (recipients.length === 0) return;
  await tx.insert(mailOutbox).values(
    recipients.map((email) => ({
      template: dailyDigestTemplate,
      recipient: email,
      payload: { ...payload, email },
    })),
  );
}
