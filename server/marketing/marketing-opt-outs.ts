import { eq, inArray } from "drizzle-orm";
import type { MarketingContact } from "#contracts/back-in-stock.ts";
import type { DbExecutor } from "../db/client";
import { mailOptOut } from "../db/marketing-schema";
import { smsOptOut } from "../db/sms-schema";

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

/**
 * Which of `contacts` asked for no more marketing (decision 067): the phones that replied STOP
 * (or staff marked), the addresses that unsubscribed.
 */
export async function optedOutContacts(
  db: DbExecutor,
  contacts: readonly MarketingContact[],
): Promise<Set<string>> {
  const of = (channel: MarketingContact["channel"]) =>
    contacts.filter((to) => to.channel === channel).map((to) => to.contact);
  const rows = await db
    .select({ contact: smsOptOut.phone })
    .from(smsOptOut)
    .where(inArray(smsOptOut.phone, of("sms")))
    .unionAll(
      db
        .select({ contact: mailOptOut.email })
        .from(mailOptOut)
        .where(inArray(mailOptOut.email, of("email"))),
    );
  return new Set(rows.map((row) => row.contact));
}
