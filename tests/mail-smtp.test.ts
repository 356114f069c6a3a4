import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { startMailWorker } from "#server/mail/mail-worker.ts";
import { enqueueOrderConfirmation } from "#server/mail/order-confirmation.ts";
import { createMailTransport } from "#server/mail/transport.ts";
import { parseMail } from "./support/mime";
import { makeOrderConfirmation } from "./support/order-confirmation";
import { openTestDatabase } from "./support/test-database";

interface Received {
  mailFrom: string | false;
  rcptTo: string[];
  raw: string;
}

let database: DatabaseHandle;
let dataDir: string;
let server: SMTPServer;
let port: number;
let received: Promise<Received>;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "loris-smtp-"));
  received = new Promise((resolve, reject) => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", reject);
        stream.on("end", () => {
          const address = (a: SMTPServerAddress | false) => a && a.address;
          resolve({
            mailFrom: address(session.envelope.mailFrom),
            rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(resolve));
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

test("the order confirmation reaches a real SMTP server with the customer's order in it", async () => {
  const order = makeOrderConfirmation({
    order_id: "LOR-1763794812044",
    to_name: "Otieno Ochieng",
    email: "otieno.ochieng@example.co.ke",
    orders: [
      {
        name: "Cedar Night",
        image_url: "https://loris.co.ke/media/products/cedar-night-240.webp",
        units: 3,
        price: 6000,
      },
      {
        name: "Lavender Linen Diffuser",
        image_url: "https://loris.co.ke/media/products/lavender-linen-240.webp",
        units: 1,
        price: 3500,
      },
    ],
  });
  await database.db.transaction((tx) => enqueueOrderConfirmation(tx, order));

  const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir });
  const worker = startMailWorker({
    db: database.db,
    transport,
    log: pino({ level: "silent" }),
    from: "Loris <orders@loris.co.ke>",
  });
  const mail = await received;
  await worker.stop();
  transport.close();

  expect(mail.mailFrom).toBe("orders@loris.co.ke");
  expect(mail.rcptTo).toEqual(["otieno.ochieng@example.co.ke"]);
  const parsed = parseMail(mail.raw);
  expect(parsed.headers).toMatchObject({
    from: "Loris <orders@loris.co.ke>",
    to: "otieno.ochieng@example.co.ke",
    "reply-to": "orders@loris.co.ke",
    subject: "Your Loris order LOR-1763794812044",
  });
  expect(parsed.partTypes).toEqual(["text/plain", "text/html"]);
  const text = parsed.text.replace(/\s+/g, " ");
  expect(text).toContain("Dear Otieno Ochieng,");
  expect(text).toContain("Order number: LOR-1763794812044");
  expect(text).toMatch(/Cedar Night 3 KSh 6,000 KSh 18,000/);
  expect(text).toMatch(/Lavender Linen Diffuser 1 KSh 3,500 KSh 3,500/);
  expect(text).toContain("Subtotal KSh 21,500");
  expect(text).toContain("Shipping Free");
  expect(text).toContain("VAT (16%, included) KSh 2,966");
  expect(text).toContain("Total KSh 21,500");
  expect(parsed.html).toContain('src="https://loris.co.ke/media/brand/logo-email.png"');
  expect(parsed.html).toContain("https://loris.co.ke/media/products/cedar-night-240.webp");
  expect(parsed.html).toContain("Otieno Ochieng");
  // Sent over SMTP, so nothing went to the file outbox.
  await expect(readdir(path.join(dataDir, "outbox"))).rejects.toThrow("ENOENT");
});
