import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { contactProofLimits, contactProofTexts } from "#contracts/contact-proof.ts";
import type { Config } from "../../config";
import type { Db, DbTransaction } from "../../db/client";
import { contactProof } from "../../db/returning-customer-schema";
import { enqueueEmailProof } from "../../mail/email-proof";
import { queueTextSms } from "../../sms/text-sms";
import { hashProofSecret, newLinkToken, newPhoneCode } from "./proof-secret";
import { isContactProved, type ProofChannel } from "./proof-queries";

const hourMs = 60 * 60_000;

/** What asking for a proof came to: sent, or refused with a message for the shopper. */
export type ProofRequestResult = { ok: true } | { ok: false; error: string; isLimited?: boolean };

/** The account a proof is sent for: its id, name, and current e-mail or phone. */
export interface ProofAccount {
  id: string;
  name: string;
  address: string;
}

/**
 * Sends `account` a link that proves its e-mail (docs/decisions/068-returning-customers.md): a
 * proof row holding the token's hash, and the e-mail with the link, in one transaction (the
 * mail worker sends it). Refused when the e-mail is proved already or the account has had
 * `sendsPerHour` links in the last hour (the message says when to try again).
 */
export function requestEmailProof(
  db: Db,
  account: ProofAccount,
  config: Pick<Config, "publicUrl" | "mailFrom">,
  now = new Date(),
): Promise<ProofRequestResult> {
  const token = newLinkToken();
  return sendProof(db, account, "email", now, async (tx) => {
    await enqueueEmailProof(tx, {
      email: account.address,
      to_name: account.name,
      confirm_url: `${config.publicUrl}/confirm-email?token=${token}`,
      expires_in_hours: contactProofLimits.emailLinkHours,
      reply_to: config.mailFrom,
      logo_url: `${config.publicUrl}/media/brand/logo-email.png`,
    });
    return {
      secretHash: hashProofSecret(token),
      lifetimeMs: contactProofLimits.emailLinkHours * hourMs,
    };
  });
}

/**
 * Sends `account`'s phone (E.164) a 6-digit code by SMS through the outbox (decision 068), on
 * the same terms as requestEmailProof. A new code replaces the one before it.
 */
export function requestPhoneCode(
  db: Db,
  account: ProofAccount,
  now = new Date(),
): Promise<ProofRequestResult> {
  if (!account.address) return Promise.resolve({ ok: false, error: contactProofTexts.noPhone });
  const code = newPhoneCode();
  const minutes = contactProofLimits.phoneCodeMinutes;
  return sendProof(db, account, "phone", now, async (tx, id) => {
    await queueTextSms(tx, {
      kind: "phone_code",
      recipient: account.address,
      message: `Loris: your code is ${code}. It works for ${minutes} minutes. Never share it with anyone.`,
    });
    return { secretHash: hashProofSecret(code, id), lifetimeMs: minutes * 60_000 };
  });
}

/**
 * Under a lock on the account's proofs (its user row), checks the hourly limit, then stores the
 * proof `send` makes after queueing its message.
 */
function sendProof(
  db: Db,
  account: ProofAccount,
  channel: ProofChannel,
  now: Date,
  send: (tx: DbTransaction, id: string) => Promise<{ secretHash: string; lifetimeMs: number }>,
): Promise<ProofRequestResult> {
  const address = channel === "email" ? account.address.toLowerCase() : account.address;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from "user" where id = ${account.id} for update`);
    if (await isContactProved(tx, account.id, channel, address)) {
      return { ok: false, error: contactProofTexts.alreadyConfirmed };
    }
    const waitMinutes = await minutesUntilNextSend(tx, account.id, channel, now);
    if (waitMinutes > 0) {
      const what = channel === "email" ? "links" : "codes";
      return {
        ok: false,
        error: contactProofTexts.tooManySends(what, waitMinutes),
        isLimited: true,
      };
    }
    const id = randomUUID();
    const { secretHash, lifetimeMs } = await send(tx, id);
    await tx.insert(contactProof).values({
      id,
      userId: account.id,
      channel,
      address,
      secretHash,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      createdAt: now,
    });
    return { ok: true };
  });
}

/** Minutes until the account may be sent another proof of `channel`; 0 when it may now. */
async function minutesUntilNextSend(
  tx: DbTransaction,
  userId: string,
  channel: ProofChannel,
  now: Date,
): Promise<number> {
  const recent = await tx
    .select({ createdAt: contactProof.createdAt })
    .from(contactProof)
    .where(
      and(
        eq(contactProof.userId, userId),
        eq(contactProof.channel, channel),
        gt(contactProof.createdAt, new Date(now.getTime() - hourMs)),
      ),
    )
    .orderBy(desc(contactProof.createdAt))
    .limit(contactProofLimits.sendsPerHour);
  const oldest = recent.at(-1);
  if (recent.length < contactProofLimits.sendsPerHour || !oldest) return 0;
  return Math.max(1, Math.ceil((oldest.createdAt.getTime() + hourMs - now.getTime()) / 60_000));
}
