import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { searchProducts } from "#server/search/product-search-queries.ts";
import { migrationTags as tags, runMigrations } from "./support/migrations";
import { openEmptyDatabase, testDatabaseKind } from "./support/test-database";

const searchWords = tags.find((tag) => tag.endsWith("_search_perfume_words"))!;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openEmptyDatabase();
  await runMigrations(database.db, 0, tags.indexOf(searchWords));
  // A shop whose products had perfume facts before search knew their words.
  await database.db.execute(sql`
    insert into brand (id, name, slug) values ('b1', 'Maison Malindi', 'maison-malindi')`);
  await database.db.execute(sql`insert into note (slug, name) values ('vanilla', 'Vanilla')`);
  await database.db.execute(sql`
    insert into product (id, name, price, brand_id, concentration, families, base_notes)
    values ('noir', 'Noir Absolu', 9000, 'b1', 'edp', '{woody}', '{vanilla}')`);
  await runMigrations(database.db, tags.indexOf(searchWords), tags.length);
});
afterAll(() => database?.close());

test(`${searchWords} on ${testDatabaseKind}: products stored before it are found by their perfume words`, async () => {
  for (const text of ["maison malindi", "edp", "eau de parfum", "woody", "vanilla"]) {
    const { products } = await searchProducts(database.db, text, 8);
    expect(
      products.map((p) => p.id),
      text,
    ).toEqual(["noir"]);
  }
});
