import { eq } from "drizzle-orm";
import type { DbExecutor } from "../db/client";
import { mailOptOut } from "../db/marketing-schema";

/**
 * Stops marketing e-mail to `email` (lower-cased): back-in-stock alerts and cart reminders
 * (docs/decisions/066-back-in-stock-alerts.md). Order e-mails still go. Doing it twice is one.
 */
export async function optOutOfMarketingMail(db: DbExecutor, email: string): Promise<void> {
  await db.insert(mailOptOut).values({ email }).onConflictDoNothing();
}

/** Whether `email` (lower-cased) asked for no more marketing e-mail. */
export async function isMailOptedOut(db: DbExecutor, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: mailOptOut.email })
    .from(mailOptOut)
    .where(eq(mailOptOut.email, email));
  return rows.length > 0;
}
