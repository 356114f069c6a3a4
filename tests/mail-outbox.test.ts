import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { startMailWorker, type MailWorker } from "#server/mail/mail-worker.ts";
import { enqueueOrderConfirmation } from "#server/mail/order-confirmation.ts";
import { claimDueMail } from "#server/mail/outbox-queue.ts";
import { retryDelayMs } from "#server/jobs/retry-backoff.ts";
import { createMailTransport, type MailTransport } from "#server/mail/transport.ts";
import { parseMail } from "./support/mime";
import { recordingLog } from "./support/recording-log";
import { testSettings } from "./support/settings";
import { makeOrderConfirmation } from "./support/order-confirmation";
import { openTestDatabase } from "./support/test-database";

const from = "Loris <orders@loris.co.ke>";
// Rendering the first e-mail of a process takes a while on a busy machine.
const waitOptions = { timeout: 15_000, interval: 20 };
// Long enough that no timed pass runs during a test: the first pass and kick() drive them.
const intervalMs = 60_000;

let database: DatabaseHandle;
let dataDir: string;
let workers: MailWorker[];

beforeEach(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "loris-mail-"));
  workers = [];
});

afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

function start(transport: MailTransport, log = recordingLog().log): MailWorker {
  const settings = testSettings(database);
  const orderLinks = { publicUrl: "https://loris.example", secret: "outbox-secret", settings };
  const worker = startMailWorker({ db: database.db, transport, log, from, intervalMs, orderLinks });
  workers.push(worker);
  return worker;
}

async function enqueue(overrides: Parameters<typeof makeOrderConfirmation>[0] = {}) {
  // As placeOrder does: inside the order's transaction.
  await database.db.transaction((tx) =>
    enqueueOrderConfirmation(tx, makeOrderConfirmation(overrides)),
  );
  const [row] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  return row!;
}

async function outboxRow(id: number) {
  const [row] = await database.db
    .select({
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      retryInS: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())`.mapWith(
        Number,
      ),
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row!;
}

/** Lets the clock run forward: the message is due again now. */
async function makeDue(id: number) {
  await database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.id, id));
}

async function emlFiles(): Promise<string[]> {
  const dir = path.join(dataDir, "outbox");
  const names = (await readdir(dir)).filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(names.map((name) => readFile(path.join(dir, name), "utf8")));
}

test("an order confirmation is written once to an .eml file with a text and an HTML part, and marked sent", async () => {
  const row = await enqueue();
  expect(row).toMatchObject({
    template: "order-confirmation",
    recipient: "wanjiku.kamau@example.co.ke",
  });

  start(createMailTransport({ dataDir }));
  await vi.waitFor(
    async () => expect((await outboxRow(row.id)).sentAt).not.toBeNull(),
    waitOptions,
  );

  const files = await emlFiles();
  expect(files).toHaveLength(1);
  const mail = parseMail(files[0]!);
  expect(mail.headers).toMatchObject({
    subject: "Your Loris order LOR-1763792405117",
    to: "wanjiku.kamau@example.co.ke",
    from: "Loris <orders@loris.co.ke>",
    "reply-to": "orders@loris.co.ke",
  });
  expect(mail.partTypes).toEqual(["text/plain", "text/html"]);
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain("LOR-1763792405117");
    expect(part).toContain("Oud Royale");
    expect(part).toContain("Rose de Karen");
    expect(part).toContain("KSh 37,000");
  }
  expect(mail.html).toContain('src="https://loris.co.ke/media/brand/logo-email.png"');
  expect(mail.text).not.toMatch(/<td|<table/); // a plain-text rendering, not markup
  expect(await outboxRow(row.id)).toMatchObject({ attempts: 1, lastError: null });
});

test("a failing transport is retried with backoff, recording attempts and the last error, until a pass sends it", async () => {
  const files = createMailTransport({ dataDir });
  let tries = 0;
  const flaky: MailTransport = {
    sendMail: (message) =>
      ++tries <= 2
        ? Promise.reject(new Error(`421 4.3.2 Service not available (try ${tries})`))
        : files.sendMail(message),
    close: () => files.close(),
  };
  const { log, entries } = recordingLog();
  const row = await enqueue();
  const worker = start(flaky, log);

  await vi.waitFor(
    async () => expect((await outboxRow(row.id)).lastError).toContain("try 1"),
    waitOptions,
  );
  let state = await outboxRow(row.id);
  expect(state).toMatchObject({ attempts: 1, sentAt: null });
  expect(state.retryInS).toBeGreaterThan(25); // retryDelayMs(1): 30 s from the failure
  expect(state.retryInS).toBeLessThanOrEqual(retryDelayMs(1) / 1000);
  expect(entries).toContainEqual(
    expect.objectContaining({
      level: 40,
      outboxId: row.id,
      err: expect.objectContaining({ message: "421 4.3.2 Service not available (try 1)" }),
    }),
  );

  await makeDue(row.id);
  worker.kick();
  await vi.waitFor(
    async () => expect((await outboxRow(row.id)).lastError).toContain("try 2"),
    waitOptions,
  );
  state = await outboxRow(row.id);
  expect(state).toMatchObject({ attempts: 2, sentAt: null });
  expect(state.retryInS).toBeGreaterThan(55); // doubled
  expect(state.retryInS).toBeLessThanOrEqual(retryDelayMs(2) / 1000);

  await makeDue(row.id);
  worker.kick();
  await vi.waitFor(
    async () => expect((await outboxRow(row.id)).sentAt).not.toBeNull(),
    waitOptions,
  );
  expect(await outboxRow(row.id)).toMatchObject({ attempts: 3 });
  expect(await emlFiles()).toHaveLength(1);
});

test("a message with an unknown template or a malformed payload is not sent, and the reason is kept on its row", async () => {
  const recipient = "achieng.odhiambo@example.co.ke";
  const [unknown, malformed] = await database.db
    .insert(mailOutbox)
    .values([
      { template: "gift-card", recipient, payload: { code: "LORIS-2026" } },
      { template: "order-confirmation", recipient, payload: { order_id: "LOR-1763792405999" } },
    ])
    .returning();
  start(createMailTransport({ dataDir }));

  // Both are sent in one batch, concurrently: either failure may be recorded first.
  await vi.waitFor(async () => {
    expect((await outboxRow(malformed!.id)).lastError).not.toBeNull();
    expect((await outboxRow(unknown!.id)).lastError).not.toBeNull();
  }, waitOptions);
  expect(await outboxRow(unknown!.id)).toMatchObject({
    attempts: 1,
    sentAt: null,
    lastError: 'Unknown mail template "gift-card"',
  });
  const { lastError } = await outboxRow(malformed!.id);
  expect(lastError).toMatch(/^Invalid order-confirmation payload/);
  expect(lastError).toContain("orders");
  await expect(readdir(path.join(dataDir, "outbox"))).rejects.toThrow("ENOENT");
});

test("after the tenth failed attempt the message is left unsent and the error is logged", async () => {
  const down: MailTransport = {
    sendMail: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")),
    close: () => undefined,
  };
  const { log, entries } = recordingLog();
  const row = await enqueue();
  await database.db.update(mailOutbox).set({ attempts: 9 }).where(eq(mailOutbox.id, row.id));
  const worker = start(down, log);

  await vi.waitFor(
    () => expect(entries).toContainEqual(expect.objectContaining({ level: 50, outboxId: row.id })),
    waitOptions,
  );
  await worker.stop();
  expect(await outboxRow(row.id)).toMatchObject({
    attempts: 10,
    sentAt: null,
    lastError: "connect ECONNREFUSED 127.0.0.1:25",
  });
  await makeDue(row.id);
  expect(await claimDueMail(database.db, 5)).toEqual([]);
});

test("three workers running at once send each of 40 confirmations exactly once", async () => {
  const orderIds = Array.from(
    { length: 40 },
    (_, i) => `LOR-17637924051${String(i).padStart(2, "0")}`,
  );
  for (const orderId of orderIds) await enqueue({ order_id: orderId });

  for (let i = 0; i < 3; i++) start(createMailTransport({ dataDir }));
  await vi.waitFor(async () => {
    const unsent = await database.db.$count(mailOutbox, sql`${mailOutbox.sentAt} is null`);
    expect(unsent).toBe(0);
  }, waitOptions);

  // Each row claimed once (one attempt), and one file per order.
  const attempts = await database.db.select({ attempts: mailOutbox.attempts }).from(mailOutbox);
  expect(attempts.map((row) => row.attempts)).toEqual(orderIds.map(() => 1));
  const subjects = (await emlFiles()).map((raw) => parseMail(raw).headers.subject).sort();
  expect(subjects).toEqual(orderIds.map((id) => `Your Loris order ${id}`));
});

test("a confirmation sent again after its acknowledgement was lost replaces its .eml file instead of adding one", async () => {
  const files = createMailTransport({ dataDir });
  let tries = 0;
  // The first send writes the file, then the worker never hears so (the process died, say).
  const lostAcknowledgement: MailTransport = {
    sendMail: async (message) => {
      const sent = await files.sendMail(message);
      if (++tries === 1) throw new Error("connection lost after the message was written");
      return sent;
    },
    close: () => files.close(),
  };
  const row = await enqueue({ order_id: "LOR-1763792405555" });
  const worker = start(lostAcknowledgement);
  await vi.waitFor(
    async () => expect((await outboxRow(row.id)).lastError).toContain("connection lost"),
    waitOptions,
  );
  expect(await emlFiles()).toHaveLength(1);

  await makeDue(row.id);
  worker.kick();
  await vi.waitFor(
    async () => expect((await outboxRow(row.id)).sentAt).not.toBeNull(),
    waitOptions,
  );
  expect(await outboxRow(row.id)).toMatchObject({ attempts: 2 });
  const names = (await readdir(path.join(dataDir, "outbox"))).filter((name) =>
    name.endsWith(".eml"),
  );
  expect(names).toEqual([`outbox-${row.id}.${row.createdAt.getTime()}@loris.co.ke.eml`]);
  const [mail] = (await emlFiles()).map(parseMail);
  expect(mail!.headers["message-id"]).toBe(
    `<outbox-${row.id}.${row.createdAt.getTime()}@loris.co.ke>`,
  );
  expect(mail!.headers.subject).toBe("Your Loris order LOR-1763792405555");
});

test("the .part a process killed mid-write left is swept when the file outbox starts; a write under way is not", async () => {
  const dir = path.join(dataDir, "outbox");
  await mkdir(dir, { recursive: true });
  const leftover = "outbox-7.1763792405117@loris.co.ke.eml.0a1b2c3d.part";
  const underWay = "outbox-8.1763792405118@loris.co.ke.eml.4e5f6a7b.part";
  await writeFile(path.join(dir, leftover), "From: Loris <orders@loris.co.ke>\r\nTo: wanj");
  await writeFile(path.join(dir, underWay), "From: Loris <orders@loris.co.ke>\r\n");
  const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
  await utimes(path.join(dir, leftover), twoMinutesAgo, twoMinutesAgo);

  const row = await enqueue();
  start(createMailTransport({ dataDir }));
  await vi.waitFor(
    async () => expect((await outboxRow(row.id)).sentAt).not.toBeNull(),
    waitOptions,
  );
  expect((await readdir(dir)).sort()).toEqual(
    [`outbox-${row.id}.${row.createdAt.getTime()}@loris.co.ke.eml`, underWay].sort(),
  );
});
