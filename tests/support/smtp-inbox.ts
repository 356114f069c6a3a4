import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** An SMTP server on 127.0.0.1 keeping every message it accepts, and how to reach it. */
export interface SmtpInbox {
  /** SMTP_URL for a shop sending here. */
  url: string;
  /** The recipients of each message accepted so far, in order of arrival. */
  readonly recipients: string[][];
  close(): Promise<void>;
}

/** Starts a real SMTP server (smtp-server, no TLS, no auth) that accepts every message. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const recipients: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        recipients.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
