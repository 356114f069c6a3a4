import type { AddressInfo, Socket } from "node:net";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { startMailWorker } from "#server/mail/mail-worker.ts";
import { enqueueOrderConfirmation } from "#server/mail/order-confirmation.ts";
import { createMailTransport } from "#server/mail/transport.ts";
import { makeBrowser } from "./support/accounts";
import { websiteOrder } from "./support/checkout-forms";
import { insertProducts } from "./support/factories";
import { parseMail } from "./support/mime";
import { makeOrderConfirmation } from "./support/order-confirmation";
import { testSettings } from "./support/settings";
import { checkOutFrom } from "./support/shopper";
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
/** Every message the server received whole, acknowledged or not. */
let deliveries: Received[];
/** How many of the next deliveries lose their acknowledgement: received, then the line drops. */
let acknowledgementsToLose: number;
/** Open client connections by remote port, so that a delivery can drop its own. */
const sockets = new Map<number, Socket>();

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "loris-smtp-"));
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const address = (a: SMTPServerAddress | false) => a && a.address;
        deliveries.push({
          mailFrom: address(session.envelope.mailFrom),
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        if (acknowledgementsToLose > 0) {
          acknowledgementsToLose -= 1;
          // The message arrived, but the sender never hears so (a crash, a dropped line).
          sockets.get(session.remotePort)?.destroy();
          return;
        }
        callback();
      });
    },
  });
  server.server.on("connection", (socket: Socket) => {
    const remotePort = socket.remotePort!;
    sockets.set(remotePort, socket);
    socket.once("close", () => sockets.delete(remotePort));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

beforeEach(() => {
  deliveries = [];
  acknowledgementsToLose = 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(resolve));
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A mail worker sending over SMTP to the test server; stop it with `stop()`. */
function startSmtpWorker() {
  const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir });
  const worker = startMailWorker({
    db: database.db,
    transport,
    log: pino({ level: "silent" }),
    from: "Loris <orders@loris.co.ke>",
    orderLinks: {
      publicUrl: "https://loris.example",
      secret: "mail-smtp-test-secret",
      settings: testSettings(database),
    },
    // Long: the first pass and kick() drive the test.
    intervalMs: 60_000,
  });
  return {
    worker,
    stop: async () => {
      await worker.stop();
      transport.close();
    },
  };
}

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

  const smtp = startSmtpWorker();
  await vi.waitFor(() => expect(deliveries).toHaveLength(1), { timeout: 15_000, interval: 20 });
  await smtp.stop();
  const mail = deliveries[0]!;

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

test("a website order's confirmation names the shop's reply address once, and each perfume as the shop spells it", async () => {
  await insertProducts(database.db, [
    { id: "mystery-him", name: "Mystery Perfume for Him", price: 4800 },
    { id: "amber-veil", name: "amber veil", price: 2500 },
  ]);
  const placed = await checkOutFrom(
    database,
    makeBrowser(),
    [
      { id: "mystery-him", quantity: 1 },
      { id: "amber-veil", quantity: 2 },
    ],
    { ...websiteOrder(), email: "baraka.mwangi@example.co.ke" },
    // The sender as MAIL_FROM gives it: a display name and an address.
    { MAIL_FROM: "Loris <orders@loris.co.ke>" },
  );
  expect(placed.status).toBe(303);

  const smtp = startSmtpWorker();
  await vi.waitFor(() => expect(deliveries).toHaveLength(1), { timeout: 15_000, interval: 20 });
  await smtp.stop();
  const parsed = parseMail(deliveries[0]!.raw);

  const text = parsed.text.replace(/\s+/g, " ");
  expect(text).toContain("or reply to this e-mail (orders@loris.co.ke).");
  expect(text.match(/orders@loris\.co\.ke/g)).toHaveLength(1);
  expect(text).toMatch(/Mystery Perfume for Him — 50ml 1 KSh 4,800 KSh 4,800/);
  expect(text).toMatch(/Amber Veil — 50ml 2 KSh 2,500 KSh 5,000/);
  expect(parsed.html).toContain('href="mailto:orders@loris.co.ke"');
});

test("a confirmation sent again after its acknowledgement was lost carries the same Message-ID", async () => {
  const order = makeOrderConfirmation({ order_id: "LOR-1763794812977" });
  await database.db.transaction((tx) => enqueueOrderConfirmation(tx, order));
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.payload}->>'order_id' = ${order.order_id}`);
  acknowledgementsToLose = 1;

  const smtp = startSmtpWorker();
  const waitOptions = { timeout: 15_000, interval: 20 };
  const state = async () =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]!;
  // The first delivery arrived but the worker saw the line drop: a failed attempt, retried later.
  await vi.waitFor(async () => expect((await state()).lastError).not.toBeNull(), waitOptions);
  // The retry is due (its backoff has passed).
  await database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.id, row!.id));
  smtp.worker.kick();
  await vi.waitFor(async () => expect((await state()).sentAt).not.toBeNull(), waitOptions);
  expect((await state()).attempts).toBe(2);
  await smtp.stop();

  expect(deliveries).toHaveLength(2);
  const [first, second] = deliveries.map((delivery) => parseMail(delivery.raw).headers);
  expect(first!["message-id"]).toBe(`<outbox-${row!.id}.${row!.createdAt.getTime()}@loris.co.ke>`);
  expect(second!["message-id"]).toBe(first!["message-id"]);
  expect(second!.subject).toBe("Your Loris order LOR-1763794812977");
});
