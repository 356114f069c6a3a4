import { mkdir, rename, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { SmsOutcome } from "./sms-queue";
import { africasTalkingTransport, type AfricasTalkingConfig } from "./africas-talking-transport";

/** One SMS as a transport takes it: the outbox row's id and creation time are its identity. */
export interface OutgoingSms {
  id: number;
  createdAt: Date;
  /** E.164. */
  to: string;
  message: string;
}

/** Sends SMS; `send` never throws: what happened is the outcome (server/sms/sms-queue.ts). */
export interface SmsTransport {
  send(sms: OutgoingSms): Promise<SmsOutcome>;
}

/**
 * The shop's SMS transport (DESIGN §6 "SMS"): Africa's Talking when `africasTalking` is set
 * (AT_USERNAME, AT_API_KEY), otherwise one text file per message under
 * `${dataDir}/sms-outbox/`, named after the outbox row, so sending it again replaces its file.
 */
export function createSmsTransport(config: {
  africasTalking: AfricasTalkingConfig | undefined;
  dataDir: string;
}): SmsTransport {
  if (config.africasTalking) return africasTalkingTransport(config.africasTalking);
  return smsFileTransport(path.join(config.dataDir, "sms-outbox"));
}

function smsFileTransport(dir: string): SmsTransport {
  return {
    async send(sms) {
      const name = `sms-${sms.id}.${sms.createdAt.getTime()}.txt`;
      try {
        await mkdir(dir, { recursive: true });
        const file = path.join(dir, name);
        const part = `${file}.${randomBytes(4).toString("hex")}.part`;
        await writeFile(part, `To: ${sms.to}\n\n${sms.message}\n`);
        await rename(part, file);
        return { status: "sent", gatewayMessageId: name };
      } catch (error) {
        return { status: "queued", error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
