import type { MarketingContact } from "#contracts/back-in-stock.ts";
import type { marketingSmsKinds } from "#contracts/sms.ts";
import type { DbTransaction } from "../db/client";
import { smsOutbox } from "../db/sms-schema";
import { enqueueMarketingMail, type MarketingMailPayload } from "../mail/marketing-mail";
import { unsubscribeUrl } from "./unsubscribe-link";

/** What a marketing message links to and is signed with: the shop's URL, its secret, MAIL_FROM. */
export interface MarketingLinks {
  /** The shop's absolute URL, no trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** The cookie secret, which signs unsubscribe and cart links. */
  secret: string;
  /** Where replies to an e-mail go (MAIL_FROM). */
  replyTo: string;
}

/** One marketing message to one contact, in both forms: the channel picks which is queued. */
export interface MarketingMessage {
  to: MarketingContact;
  kind: (typeof marketingSmsKinds)[number];
  /** The whole SMS, opt-out line included (server/marketing/marketing-sms-text.ts). */
  sms: string;
  /** The e-mail's words and its one button; the unsubscribe link and logo are added here. */
  mail: Pick<
    MarketingMailPayload,
    "subject" | "eyebrow" | "heading" | "text" | "button_label" | "button_url"
  >;
}

/**
 * Queues `messages` in the caller's transaction (decisions 066 and 067): each SMS in the SMS
 * outbox, each e-mail in the mail outbox with its signed unsubscribe link. Opt-outs and consent
 * are the caller's to have checked.
 * @throws the database's error.
 */
export async function queueMarketingMessages(
  tx: DbTransaction,
  links: MarketingLinks,
  messages: readonly MarketingMessage[],
): Promise<void> {
  const sms = messages.filter(({ to }) => to.channel === "sms");
  if (sms.length > 0) {
    await tx
      .insert(smsOutbox)
      .values(
        sms.map(({ to, kind, sms: text }) => ({ kind, recipient: to.contact, message: text })),
      );
  }
  for (const { to, mail } of messages.filter(({ to }) => to.channel === "email")) {
    await enqueueMarketingMail(tx, {
      ...mail,
      email: to.contact,
      unsubscribe_url: unsubscribeUrl(links.publicUrl, to.contact, links.secret),
      reply_to: links.replyTo,
      logo_url: `${links.publicUrl}/media/brand/logo-email.png`,
    });
  }
}
