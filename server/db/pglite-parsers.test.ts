import { types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, integer, interval, pgTable, timestamp } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, test } from "vitest";
import { createPglite } from "./client";
import { withDrizzleParsersInstalled } from "./pglite-parsers";

const delivery = pgTable("delivery", {
  id: integer("id").primaryKey(),
  placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
  loggedAt: timestamp("logged_at").notNull(),
  window: interval("window").notNull(),
  day: date("day").notNull(),
});

const createTable = sql`create table delivery (id integer primary key,
  placed_at timestamptz not null, logged_at timestamp not null, "window" interval not null,
  day date not null)`;
const row = {
  id: 1,
  placedAt: new Date("2026-11-26T09:30:00.123Z"),
  loggedAt: new Date("2026-11-26T12:30:00.000Z"),
  window: "2 days 03:00:00",
  day: "2026-11-26",
};
const arrays = sql`select array[timestamptz '2026-11-26 09:30+03']::timestamptz[] as placed,
  array[1.5, 2]::numeric[] as amounts, array[interval '1 day'] as windows,
  array[date '2026-11-26'] as days, array[timestamp '2026-11-26 09:30'] as logged`;

const plainClient = await createPglite();
const installedClient = await createPglite();
const plain = drizzle(plainClient);
const installed = drizzle(withDrizzleParsersInstalled(installedClient));
for (const db of [plain, installed]) {
  await db.execute(createTable);
  await db.insert(delivery).values(row);
}
afterAll(async () => {
  await plainClient.close();
  await installedClient.close();
});

describe("drizzle over a PGlite with its parsers installed once", () => {
  test("reads dates, times and intervals as drizzle does without them", async () => {
    expect(await installed.select().from(delivery)).toEqual([row]);
    expect(await installed.select().from(delivery)).toEqual(await plain.select().from(delivery));
  });

  test("leaves arrays of dates, times, intervals and numerics as text, as drizzle asks", async () => {
    const { rows } = await installed.execute(arrays);
    expect(rows).toEqual((await plain.execute(arrays)).rows);
    expect(rows[0]!["amounts"]).toBe("{1.5,2}");
  });

  test("reads the same in a transaction", async () => {
    const inTransaction = await installed.transaction(async (tx) => {
      await tx
        .update(delivery)
        .set({ window: "1 day" })
        .where(sql`id = 1`);
      return tx.select().from(delivery);
    });
    expect(inTransaction).toEqual([{ ...row, window: "1 day" }]);
  });

  test("drizzle's queries reach PGlite without parsers to merge", async () => {
    const client = await createPglite();
    const asked: unknown[] = [];
    const query = client.query.bind(client);
    client.query = (text, params, options) => {
      asked.push(options?.parsers);
      return query(text, params, options);
    };
    const db = drizzle(withDrizzleParsersInstalled(client));
    await db.execute(createTable);
    await db.transaction((tx) => tx.insert(delivery).values(row));
    expect(await db.select().from(delivery)).toEqual([row]);
    expect(asked).toEqual([undefined, undefined]);
    await client.close();
    // A PGlite of its own starts in 1–2 s, more on a loaded machine: past the unit tests' 5 s.
  }, 30_000);

  test("a query asking for parsers of its own still gets them", async () => {
    const view = withDrizzleParsersInstalled(installedClient);
    const { rows } = await view.query<{ n: string }>("select 41 + 1 as n", [], {
      parsers: { [types.INT4]: (value) => `#${value}` },
    });
    expect(rows).toEqual([{ n: "#42" }]);
  });
});
