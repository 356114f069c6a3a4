import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { contactProofLimits } from "#contracts/contact-proof.ts";
import type { DbExecutor } from "../../db/client";
import { user } from "../../db/auth-schema";
import { contactProof } from "../../db/returning-customer-schema";

/** What a proof proves: the account's e-mail or its phone. */
export type ProofChannel = "email" | "phone";

/**
 * Whether the account proved `address` (an e-mail lower-cased, a phone in E.164) on `channel`
 * (docs/decisions/068-returning-customers.md): a used proof of it exists.
 */
export async function isContactProved(
  db: DbExecutor,
  userId: string,
  channel: ProofChannel,
  address: string,
): Promise<boolean> {
  const [found] = await db
    .select({ id: contactProof.id })
    .from(contactProof)
    .where(
      and(
        eq(contactProof.userId, userId),
        eq(contactProof.channel, channel),
        eq(contactProof.address, address),
        isNotNull(contactProof.usedAt),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** An account's e-mail and phone as stored now, and whether each is proved. */
export interface ContactProofState {
  email: string;
  isEmailProved: boolean;
  phone: string;
  isPhoneProved: boolean;
  /** A code was sent to the current phone and can still be typed. */
  isPhoneCodeWaiting: boolean;
}

/**
 * Whether the account's current e-mail and phone are proved, and whether a phone code waits to be
 * typed (My Account, decision 068): reads of its proofs by (user, channel). Undefined for an
 * unknown account.
 */
export async function readContactProofState(
  db: DbExecutor,
  userId: string,
): Promise<ContactProofState | undefined> {
  const [account] = await db
    .select({ email: user.email, phone: user.phone })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return undefined;
  const { email, phone } = account;
  const [isEmailProved, isPhoneProved, [newestCode]] = await Promise.all([
    isContactProved(db, userId, "email", email.toLowerCase()),
    phone ? isContactProved(db, userId, "phone", phone) : false,
    db
      .select({
        address: contactProof.address,
        isLive: sql<boolean>`${contactProof.usedAt} is null and ${contactProof.expiresAt} > now()
          and ${contactProof.tries} < ${contactProofLimits.codeTries}`,
      })
      .from(contactProof)
      .where(and(eq(contactProof.userId, userId), eq(contactProof.channel, "phone")))
      .orderBy(desc(contactProof.createdAt))
      .limit(1),
  ]);
  const isPhoneCodeWaiting = Boolean(newestCode?.isLive) && newestCode?.address === phone;
  return { email, isEmailProved, phone, isPhoneProved, isPhoneCodeWaiting };
}
