import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { normalizeKenyanPhone } from "#contracts/kenyan-phone.ts";
import { user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Migration 0016, run again on rows stored as typed before it. */
async function runPhoneMigration(): Promise<void> {
  const file = new URL("../server/db/migrations/0016_phones_in_e164.sql", import.meta.url);
  await database.db.execute(sql.raw(fs.readFileSync(file, "utf8")));
}

describe(`phones saved before E.164 everywhere, on ${testDatabaseKind}`, () => {
  test("the migration stores each one the shop reads as Kenyan in E.164, as the forms now do", async () => {
    const typed = [
      "0712 345 678",
      "712345678",
      "254712345678",
      "+254 112-345-678",
      "(0722) 000-111",
      "+254712345678",
      "0812 345 678",
      "12345",
      "",
    ];
    const rows = typed.map((phone) => ({
      id: `user_${randomBytes(6).toString("hex")}`,
      name: "Achieng Otieno",
      email: `achieng.${randomBytes(4).toString("hex")}@example.com`,
      phone,
    }));
    await database.db.insert(user).values(rows);
    await runPhoneMigration();
    const stored = await database.db.select({ id: user.id, phone: user.phone }).from(user);
    const phoneOf = new Map(stored.map((row) => [row.id, row.phone]));
    for (const row of rows) {
      expect(phoneOf.get(row.id), row.phone).toBe(normalizeKenyanPhone(row.phone) ?? row.phone);
    }
  });
});
