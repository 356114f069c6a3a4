import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseFacetPicks } from "#contracts/facet-query.ts";
import { createCatalogueReads } from "#server/catalog/catalogue-reads.ts";
import { facetedQuery, type FacetBase } from "#server/catalog/facets/faceted-listing.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { product } from "#server/db/schema.ts";
import { changeCatalogue } from "./support/catalogue-change";
import { insertProducts } from "./support/factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    { id: "cedar", families: ["woody"], gender: "men" },
    { id: "vetiver", families: ["woody", "fresh"], gender: "men" },
    { id: "rose", families: ["floral"], gender: "women" },
  ]);
});
afterAll(() => database.close());

/** The Woody count of the panel for `query`, counted through `reads`' kept counts. */
async function woodyCount(
  reads: ReturnType<typeof createCatalogueReads>,
  query: string,
  base: FacetBase = {},
) {
  const faceted = await facetedQuery(
    database.db,
    parseFacetPicks(new URLSearchParams(query)),
    undefined,
    reads,
  );
  const panel = await faceted.panel(base, false);
  const family = panel.groups.find((group) => group.facet === "family");
  return family?.values.find((item) => item.value === "woody")?.count ?? 0;
}

describe(`kept facet counts on ${testDatabaseKind} (decision 059)`, () => {
  test("a panel's counts are counted once, then kept until the catalogue changes", async () => {
    const reads = createCatalogueReads(database.db, database.listen);
    expect(await woodyCount(reads, "gender=men")).toBe(2);
    expect(await woodyCount(reads, "gender=men")).toBe(2);
    await changeCatalogue(database, () =>
      database.db.update(product).set({ gender: "women" }).where(eq(product.id, "cedar")),
    );
    expect(await woodyCount(reads, "gender=men")).toBe(1);
  });

  test("each choice of values and base is its own count, whatever the order chosen", async () => {
    const reads = createCatalogueReads(database.db, database.listen);
    expect(await woodyCount(reads, "gender=women")).toBe(1);
    expect(await woodyCount(reads, "gender=men&gender=women")).toBe(2);
    expect(await woodyCount(reads, "gender=women&gender=men")).toBe(2);
    expect(await woodyCount(reads, "", { category: "Cologne" })).toBe(0);
  });
});
