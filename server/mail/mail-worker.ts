import type { Logger } from "pino";
import type { Db } from "../db/client";
import { startRepeatingJob, type KickableJob } from "../jobs/repeating-job";
import { retryDelayMs } from "../jobs/retry-backoff";
import type { SettingsStore } from "../settings/settings-store";
import { renderOutboxMail } from "./mail-templates";
import { composeOrderRefund, orderRefundTemplate, OrderRefundPayloadSchema } from "./order-refund";
import {
  composeOrderUpdate,
  orderUpdateTemplate,
  OrderUpdatePayloadSchema,
  type OrderUpdateShop,
} from "./order-update";
import {
  claimDueMail,
  markMailSent,
  maxMailAttempts,
  outboxMessageId,
  keepComposedPayload,
  recordMailFailure,
  type OutboxRow,
} from "./outbox-queue";
import type { MailTransport } from "./transport";

/** A running mail worker: `kick()` runs a pass soon (e.g. after an order), `stop()` ends it. */
export type MailWorker = KickableJob;

/** What a mail worker sends with, and from whom. */
export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  log: Logger;
  /** The sender, e.g. 'Loris <orders@loris.co.ke>' (MAIL_FROM); replies go to it. */
  from: string;
  /**
   * What an order update e-mail is composed with when first sent (decision 045): the shop's
   * address, the secret its order links are signed with, the settings in force (its phone).
   */
  orderLinks: { publicUrl: string; secret: string; settings: Pick<SettingsStore, "current"> };
  /** Pause between passes, in ms (default 5000). */
  intervalMs?: number;
}

/** Messages claimed per round trip; they are sent concurrently. */
const batchSize = 5;

/**
 * Starts sending the mail outbox (DESIGN §5): a first pass at once, then one every
 * `intervalMs` and soon after each `kick()`. A pass claims due messages in batches, renders
 * each by its template and sends it from `from`, marking it sent. A failure — unknown
 * template, bad payload, transport error — is logged and stored on the row (attempts,
 * last_error) and retried with backoff (`retryDelayMs`); after 10 attempts it is left unsent
 * and logged at error level. Delivery is at least once — a process dying between the send and
 * its mark sends again after the claim lease — but each row is one message (`outboxMessageId`):
 * the re-send carries the same Message-ID and overwrites the same .eml file, so the customer
 * gets one e-mail (decision 018). Nothing is thrown out of the worker.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  return startRepeatingJob("mail worker", {
    log: options.log,
    intervalMs: options.intervalMs ?? 5000,
    async run(stopped) {
      let claimed: OutboxRow[];
      do {
        claimed = await claimDueMail(options.db, batchSize);
        // Settled, not all: the pass ends only when every send of the batch has.
        const outcomes = await Promise.allSettled(claimed.map((row) => sendOne(options, row)));
        const failure = outcomes.find((outcome) => outcome.status === "rejected");
        if (failure) throw failure.reason;
      } while (claimed.length === batchSize && !stopped.aborted);
    },
  });
}

/** The templates composed from their order when first sent: the composed form and the composer. */
const composedTemplates: Record<
  string,
  {
    composed: { safeParse: (payload: unknown) => { success: boolean } };
    compose: (db: Db, queued: unknown, shop: OrderUpdateShop) => Promise<object>;
  }
> = {
  [orderUpdateTemplate]: { composed: OrderUpdatePayloadSchema, compose: composeOrderUpdate },
  [orderRefundTemplate]: { composed: OrderRefundPayloadSchema, compose: composeOrderRefund },
};

/**
 * The payload to render: as queued, or for an order update or refund not yet composed, composed
 * from the order now and kept on the row (a re-send says the same).
 */
async function payloadOf({ db, from, orderLinks }: MailWorkerOptions, row: OutboxRow) {
  const template = Object.hasOwn(composedTemplates, row.template)
    ? composedTemplates[row.template]
    : undefined;
  if (!template || template.composed.safeParse(row.payload).success) return row.payload;
  const { shopPhone } = await orderLinks.settings.current();
  const shop = { ...orderLinks, replyTo: from, phone: shopPhone };
  const payload = await template.compose(db, row.payload, shop);
  await keepComposedPayload(db, row.id, payload);
  return payload;
}

/** Renders and sends one claimed message, recording the outcome on its row. */
async function sendOne(options: MailWorkerOptions, row: OutboxRow) {
  const { db, transport, log, from } = options;
  const context = { outboxId: row.id, template: row.template, attempts: row.attempts };
  try {
    const mail = await renderOutboxMail(row.template, await payloadOf(options, row));
    await transport.sendMail({
      from,
      to: row.recipient,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      // The row's identity on every attempt: a re-send after a lost acknowledgement replaces.
      messageId: outboxMessageId(row, domainOf(from)),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordMailFailure(db, row, message.slice(0, 2000));
    if (row.attempts >= maxMailAttempts) {
      log.error({ ...context, err: error }, "mail not sent: giving up after the last attempt");
    } else {
      const retryInMs = retryDelayMs(row.attempts);
      log.warn({ ...context, err: error, retryInMs }, "mail not sent: will retry");
    }
    return;
  }
  await markMailSent(db, row.id);
  log.info(context, "mail sent");
}

/** The domain of the sender's address ('Loris <orders@loris.co.ke>' → 'loris.co.ke'). */
function domainOf(address: string): string {
  return /@([^\s>]+)/.exec(address)?.[1] ?? "loris.local";
}
