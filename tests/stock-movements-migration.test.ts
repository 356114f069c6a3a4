import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { stockMovement } from "#server/db/stock-movement-schema.ts";
import { migrationTags, runMigrations } from "./support/migrations";
import { sizesOffTheirMovements } from "./support/stock-movements";
import { openEmptyDatabase, testDatabaseKind } from "./support/test-database";

const stockMovements = migrationTags.findIndex((tag) => tag.endsWith("_stock_movements"));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openEmptyDatabase();
  await runMigrations(database.db, 0, stockMovements);
  // A shop as it was before movements were kept: tracked sizes, one at 0, one not tracked.
  await database.db.execute(sql`
    insert into product (id, name, price) values ('oud', 'Oud Royale', 4500)`);
  await database.db.execute(sql`
    insert into product_size (id, product_id, label, position, price, stock_level, in_stock) values
      ('oud-30', 'oud', '30ml', 0, 4500, 7, true),
      ('oud-50', 'oud', '50ml', 1, 6500, 0, false),
      ('oud-100', 'oud', '100ml', 2, 9500, null, true)`);
  await runMigrations(database.db, stockMovements, migrationTags.length);
});
afterAll(() => database.close());

test(`the migration opens each tracked level with one movement on ${testDatabaseKind} (decision 073)`, async () => {
  const opened = await database.db
    .select({
      sizeId: stockMovement.sizeId,
      delta: stockMovement.delta,
      reason: stockMovement.reason,
      reference: stockMovement.reference,
      levelAfter: stockMovement.levelAfter,
      who: stockMovement.actorName,
    })
    .from(stockMovement)
    .orderBy(asc(stockMovement.id));
  expect(opened).toEqual([
    {
      sizeId: "oud-30",
      delta: 7,
      reason: "correction",
      reference: "Opening level",
      levelAfter: 7,
      who: null,
    },
  ]);
  expect(await sizesOffTheirMovements(database)).toEqual([]);
});
