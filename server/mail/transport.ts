import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transport } from "nodemailer";

/** What the mail worker needs of a transport: nodemailer's promise `sendMail`, and `close`. */
export interface MailTransport {
  /** @throws the transport's error (connection refused, rejected recipient, disk full…). */
  sendMail(message: SendMailOptions): Promise<{ messageId: string }>;
  close(): void;
}

// Bounded SMTP waits: nodemailer's defaults (up to 10 minutes idle) would hold a claimed message
// for longer than the worker's lease on it.
const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * The shop's mail transport (DESIGN §1): SMTP from `smtpUrl` (e.g. smtps://user:pass@host:465),
 * otherwise one .eml file per message under `${dataDir}/outbox/` (created on first use), to open
 * in any mail client. The file is named after the Message-ID alone (`{Message-ID}.eml`, e.g.
 * `outbox-42.1763792405117@loris.co.ke.eml`), so sending one message again replaces its file
 * instead of adding a second (decision 018).
 */
export function createMailTransport(config: { smtpUrl?: string; dataDir: string }): MailTransport {
  if (config.smtpUrl) return nodemailer.createTransport({ url: config.smtpUrl, ...smtpTimeouts });
  return nodemailer.createTransport(emlFileTransport(path.join(config.dataDir, "outbox")));
}

/**
 * A nodemailer transport plugin writing each message as an .eml file in `dir`, which it first
 * clears of the `.part` files a process killed mid-write left (decision 029); messages wait for
 * that sweep.
 */
function emlFileTransport(dir: string): Transport {
  const swept = sweepLeftoverParts(dir);
  return {
    name: "loris-eml-files",
    version: "1.0.0",
    send(mail, callback) {
      const messageId = mail.message.messageId();
      const envelope = mail.message.getEnvelope();
      swept
        .then(() => mail.message.build())
        .then((raw) => writeEml(dir, messageId, raw))
        .then(
          () => callback(null, { envelope, messageId }),
          (error: Error) => callback(error),
        );
    },
  };
}

async function writeEml(dir: string, messageId: string, raw: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${messageId.replace(/[^\w.@-]+/g, "")}.eml`);
  // Written aside, then renamed over any earlier copy: a reader of the folder never sees half a
  // message. The aside name is this write's own, so two senders of one message never share it.
  const part = `${file}.${randomBytes(4).toString("hex")}.part`;
  await writeFile(part, raw);
  await rename(part, file);
}

/**
 * A `.part` older than this (ms) is a leftover: a write takes milliseconds, and a younger one may
 * be another process's write under way (several processes can share DATA_DIR's outbox).
 */
const leftoverPartAgeMs = 60_000;

/**
 * Deletes the `.part` files in `dir` older than `leftoverPartAgeMs`. Never fails: a missing
 * folder has none, and a part that cannot be removed now is tried again at the next start.
 */
async function sweepLeftoverParts(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  const olderThan = Date.now() - leftoverPartAgeMs;
  for (const name of names.filter((entry) => entry.endsWith(".part"))) {
    const file = path.join(dir, name);
    const stats = await stat(file).catch(() => undefined);
    if (stats && stats.mtimeMs < olderThan) await unlink(file).catch(() => undefined);
  }
}
