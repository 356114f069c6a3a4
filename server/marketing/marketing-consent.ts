import { parseMarketingContact } from "#contracts/back-in-stock.ts";
import { marketingConsentField, marketingConsentTexts } from "#contracts/marketing-consent.ts";
import { eq, inArray } from "drizzle-orm";
import { user } from "../db/auth-schema";
import type { DbExecutor } from "../db/client";
import { marketingConsent } from "../db/marketing-schema";

/** Whether a posted form's consent box was ticked (contracts/marketing-consent.ts). */
export function isConsentTicked(form: FormData): boolean {
  return form.get(marketingConsentField.name) === marketingConsentField.value;
}

/**
 * Records consent to offers and reminders for each of `typed` that reads as a Kenyan phone or
 * an e-mail address, with the box's words (docs/decisions/067-marketing-consent-and-cart-reminders.md):
 * from registration (`userId`) or checkout (`orderId`; `cartId` when the live checkout page sent
 * it for a cart reminder). A contact that consented before keeps its first record.
 * @throws the database's error.
 */
export async function grantMarketingConsent(
  db: DbExecutor,
  typed: readonly string[],
  from:
    | { source: "registration"; userId: string }
    | { source: "checkout"; orderId: string }
    | { source: "checkout"; cartId: string },
): Promise<void> {
  const contacts = typed.flatMap((text) => parseMarketingContact(text) ?? []);
  if (contacts.length === 0) return;
  await db
    .insert(marketingConsent)
    .values(
      contacts.map((contact) => ({ ...contact, ...from, wording: marketingConsentTexts.label })),
    )
    .onConflictDoNothing();
}

/**
 * Records the consent of the account just registered with `email`: for its e-mail and phone
 * (grantMarketingConsent, source 'registration').
 * @throws the database's error.
 */
export async function grantAccountConsent(
  db: DbExecutor,
  { email, phone }: { email: string; phone: string },
): Promise<void> {
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  if (account) {
    await grantMarketingConsent(db, [email, phone], { source: "registration", userId: account.id });
  }
}

/** Which of `contacts` (E.164 phones, lower-cased addresses) gave consent (decision 067). */
export async function consentedContacts(
  db: DbExecutor,
  contacts: readonly string[],
): Promise<Set<string>> {
  if (contacts.length === 0) return new Set();
  const rows = await db
    .select({ contact: marketingConsent.contact })
    .from(marketingConsent)
    .where(inArray(marketingConsent.contact, [...contacts]));
  return new Set(rows.map((row) => row.contact));
}
