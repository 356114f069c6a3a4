import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { customer } from "#server/db/kept-figures-schema.ts";
import { expectKeptFiguresRecounted } from "./support/kept-figures-recount";
import { openEmptyDatabase, testDatabaseKind } from "./support/test-database";

const migrations = new URL("../server/db/migrations/", import.meta.url);
const journal = JSON.parse(fs.readFileSync(new URL("meta/_journal.json", migrations), "utf8")) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((entry) => entry.tag);
const keptFigures = tags.find((tag) => tag.endsWith("_kept_customer_figures"))!;

/** Runs the migration `tag`'s statements in order, as the migrator does. */
async function runMigration(db: DatabaseHandle["db"], tag: string): Promise<void> {
  const text = fs.readFileSync(new URL(`${tag}.sql`, migrations), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.execute(sql.raw(statement));
  }
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openEmptyDatabase();
  const { db } = database;
  for (const tag of tags.slice(0, tags.indexOf(keptFigures))) await runMigration(db, tag);
  // A shop as it was stored before its figures were kept: accounts (one sharing a guest's
  // phone, one staff), guests by phone, by e-mail and with nothing, sales and not, payments.
  await db.execute(sql`
    insert into product (id, name, price) values ('rose', 'Rose de Karen', 4500), ('oud', 'Oud Royale', 28000)`);
  await db.execute(sql`
    insert into "user" (id, name, email, first_name, last_name, phone, role, created_at) values
      ('amina', 'Amina Hassan', 'amina@example.co.ke', 'Amina', 'Hassan', '+254720000333', 'customer', '2026-01-05T08:00:00Z'),
      ('late', 'Amina Two', 'amina2@example.co.ke', 'Amina', 'Two', '+254720000333', 'customer', '2026-03-01T08:00:00Z'),
      ('quiet', 'Quiet One', 'quiet@example.co.ke', '', '', '', 'customer', '2026-02-01T08:00:00Z'),
      ('boss', 'Boss Admin', 'boss@example.co.ke', 'Boss', 'Admin', '+254700000001', 'admin', '2026-01-01T08:00:00Z')`);
  await db.execute(sql`
    insert into "order" (id, user_id, full_name, phone, email, subtotal, shipping, tax, total, status,
      order_method, payment_status, amount_paid, idempotency_key, delivery_area, created_at) values
      ('LOR-1', 'amina', 'Amina H.', '+254711000111', null, 4500, 0, 621, 4500, 'delivered', 'website', 'paid', 4500, 'k1', 'nairobi', '2026-02-10T20:59:00Z'),
      ('LOR-2', null, 'Amina (WhatsApp)', '+254720000333', null, 28000, 0, 3862, 28000, 'confirmed', 'whatsapp', 'part_paid', 10000, 'k2', 'nairobi', '2026-02-10T21:01:00Z'),
      ('LOR-3', null, 'Kevin Mutua', '+254733444555', 'kevin@mail.ke', 9000, 300, 1241, 9300, 'cancelled', 'website', 'unpaid', 0, 'k3', 'elsewhere', '2026-02-11T09:00:00Z'),
      ('LOR-4', null, null, '+254733444555', null, 4500, 0, 621, 4500, 'pending', 'whatsapp', 'unpaid', 0, 'k4', 'nairobi', '2026-02-12T09:00:00Z'),
      ('LOR-5', null, 'Njoroge', null, 'OLD@mail.ke', 4500, 0, 621, 4500, 'delivered', 'website', 'refunded', 0, 'k5', 'nairobi', '2025-11-01T09:00:00Z'),
      ('LOR-6', null, null, null, null, 4500, 0, 621, 4500, 'confirmed', 'whatsapp', 'unpaid', 0, 'k6', 'nairobi', '2026-02-12T10:00:00Z'),
      ('LOR-7', 'boss', 'Zawadi', '+254744555666', null, 4500, 0, 621, 4500, 'delivered', 'website', 'unpaid', 0, 'k7', 'nairobi', '2026-02-13T10:00:00Z')`);
  await db.execute(sql`
    insert into order_item (order_id, product_id, name, price, quantity) values
      ('LOR-1', 'rose', 'Rose de Karen', 4500, 1), ('LOR-2', 'oud', 'Oud Royale', 28000, 1),
      ('LOR-3', 'rose', 'Rose de Karen', 4500, 2), ('LOR-4', 'rose', 'Rose de Karen', 4500, 1),
      ('LOR-5', 'rose', 'Rose de Karen', 4500, 1), ('LOR-6', 'rose', 'Rose de Karen', 4500, 1),
      ('LOR-7', 'rose', 'Rose de Karen', 4500, 1)`);
  await db.execute(sql`
    insert into payment (method, source, receipt_number, amount, order_id, issue, refunded_at, received_at, created_at) values
      ('mpesa', 'paybill', 'TGH0000001', 4500, 'LOR-1', null, null, '2026-02-10T21:30:00Z', now()),
      ('cash', 'door', null, 10000, 'LOR-2', 'short', null, '2026-02-11T08:00:00Z', now()),
      ('mpesa', 'paybill', 'TGH0000002', 4500, 'LOR-5', null, '2025-11-03T09:00:00Z', '2025-11-01T10:00:00Z', now()),
      ('mpesa', 'paybill', 'TGH0000003', 700, null, 'no_order', null, '2026-02-12T11:00:00Z', now())`);
  // The kept figures' migration and those after it (the customers' totals back-filled too).
  for (const tag of tags.slice(tags.indexOf(keptFigures))) await runMigration(db, tag);
});
afterAll(() => database?.close());

describe(`the kept figures' migration on ${testDatabaseKind}: a shop's figures back-filled`, () => {
  test("every customer, Nairobi day and product's sales equal a full recount", async () => {
    await expectKeptFiguresRecounted(database.db);
    const keys = await database.db.select({ key: customer.key }).from(customer);
    expect(keys.map((row) => row.key).sort()).toEqual([
      "account:amina",
      "account:late",
      "account:quiet",
      "email:old@mail.ke",
      "order:LOR-6",
      "phone:+254733444555",
    ]);
  });

  test("from then on the triggers keep them: a new order of the same phone joins its customer", async () => {
    await database.db.execute(sql`
      insert into "order" (id, phone, subtotal, shipping, tax, total, order_method,
        idempotency_key, delivery_area)
      values ('LOR-8', '+254720000333', 4500, 0, 621, 4500, 'website', 'k8', 'nairobi')`);
    await expectKeptFiguresRecounted(database.db);
  });
});
