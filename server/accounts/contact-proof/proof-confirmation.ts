import { and, desc, eq, sql } from "drizzle-orm";
import { contactProofLimits, contactProofTexts, readProofCode } from "#contracts/contact-proof.ts";
import { user } from "../../db/auth-schema";
import type { Db } from "../../db/client";
import { contactProof } from "../../db/returning-customer-schema";
import { joinGuestOrders, type ProvedContact } from "../../orders/guest-order-join";
import { saveAddressOfOrder } from "../saved-addresses/saved-address-writes";
import { hashProofSecret, isLinkToken, isSameHash } from "./proof-secret";

/** Why an e-mail link proves nothing (decision 068). */
export type LinkRefusal = "invalid" | "expired" | "used" | "superseded";

/** What opening an e-mail link came to: proved (and the orders it joined), or why not. */
export type EmailLinkResult =
  { ok: true; userId: string; joinedOrderIds: string[] } | { ok: false; refusal: LinkRefusal };

/**
 * Proves an account's e-mail with the token of its link (docs/decisions/068-returning-customers.md):
 * the token's proof must exist (else 'invalid': a forged or mistyped link), be unused ('used'),
 * unexpired ('expired') and name the account's current e-mail ('superseded'). It is marked
 * used in the transaction that checks it, so a link proves once; then the guest orders with
 * that e-mail join the account (joinGuestOrders).
 */
export async function confirmEmailLink(
  db: Db,
  token: unknown,
  now = new Date(),
): Promise<EmailLinkResult> {
  if (!isLinkToken(token)) return { ok: false, refusal: "invalid" };
  const secretHash = hashProofSecret(token);
  const outcome = await db.transaction(
    async (tx): Promise<EmailLinkResult & { email?: string }> => {
      const [proof] = await tx
        .select({
          id: contactProof.id,
          userId: contactProof.userId,
          address: contactProof.address,
          expiresAt: contactProof.expiresAt,
          usedAt: contactProof.usedAt,
          email: user.email,
        })
        .from(contactProof)
        .innerJoin(user, eq(user.id, contactProof.userId))
        .where(and(eq(contactProof.secretHash, secretHash), eq(contactProof.channel, "email")))
        .for("update", { of: contactProof });
      if (!proof) return { ok: false, refusal: "invalid" };
      if (proof.usedAt) return { ok: false, refusal: "used" };
      if (proof.expiresAt <= now) return { ok: false, refusal: "expired" };
      if (proof.email.toLowerCase() !== proof.address) return { ok: false, refusal: "superseded" };
      await tx.update(contactProof).set({ usedAt: now }).where(eq(contactProof.id, proof.id));
      return { ok: true, userId: proof.userId, joinedOrderIds: [], email: proof.address };
    },
  );
  if (!outcome.ok || !outcome.email) return outcome;
  const contact = { channel: "email", address: outcome.email } as const;
  return {
    ok: true,
    userId: outcome.userId,
    joinedOrderIds: await joinProved(db, outcome.userId, contact),
  };
}

/** What typing a phone code came to: proved (and the orders it joined), or a message. */
export type PhoneCodeResult = { ok: true; joinedOrderIds: string[] } | { ok: false; error: string };

/**
 * Proves the account's phone with the code sent to it (decision 068): the account's newest
 * code, unused, unexpired, with tries left, for its current phone. A wrong code uses a try;
 * the message says how many are left. Then the guest orders with that phone join the account.
 */
export async function confirmPhoneCode(
  db: Db,
  userId: string,
  typed: string,
  now = new Date(),
): Promise<PhoneCodeResult> {
  const code = readProofCode(typed);
  if (!code) return { ok: false, error: contactProofTexts.codeFormat };
  const outcome = await db.transaction(
    async (tx): Promise<PhoneCodeResult & { phone?: string }> => {
      const [proof] = await tx
        .select({
          id: contactProof.id,
          address: contactProof.address,
          secretHash: contactProof.secretHash,
          tries: contactProof.tries,
          expiresAt: contactProof.expiresAt,
          usedAt: contactProof.usedAt,
          phone: user.phone,
        })
        .from(contactProof)
        .innerJoin(user, eq(user.id, contactProof.userId))
        .where(and(eq(contactProof.userId, userId), eq(contactProof.channel, "phone")))
        .orderBy(desc(contactProof.createdAt))
        .limit(1)
        .for("update", { of: contactProof });
      const isLive =
        proof &&
        !proof.usedAt &&
        proof.expiresAt > now &&
        proof.tries < contactProofLimits.codeTries &&
        proof.phone === proof.address;
      if (!isLive) return { ok: false, error: contactProofTexts.codeUsedUp };
      if (!isSameHash(hashProofSecret(code, proof.id), proof.secretHash)) {
        await tx
          .update(contactProof)
          .set({ tries: sql`${contactProof.tries} + 1` })
          .where(eq(contactProof.id, proof.id));
        const left = contactProofLimits.codeTries - proof.tries - 1;
        return {
          ok: false,
          error: left > 0 ? contactProofTexts.wrongCode(left) : contactProofTexts.codeUsedUp,
        };
      }
      await tx.update(contactProof).set({ usedAt: now }).where(eq(contactProof.id, proof.id));
      return { ok: true, joinedOrderIds: [], phone: proof.address };
    },
  );
  if (!outcome.ok || !outcome.phone) return outcome;
  const contact = { channel: "phone", address: outcome.phone } as const;
  return { ok: true, joinedOrderIds: await joinProved(db, userId, contact) };
}

/**
 * Joins the guest orders of a contact just proved, and saves the newest one's delivery address
 * to the account (decision 068: the next checkout offers it).
 */
async function joinProved(db: Db, userId: string, contact: ProvedContact): Promise<string[]> {
  const joined = await joinGuestOrders(db, userId, contact);
  const newest = joined.at(-1);
  if (newest) await saveAddressOfOrder(db, userId, newest);
  return joined;
}
