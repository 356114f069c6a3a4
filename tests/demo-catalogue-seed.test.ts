import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { brand, note } from "#server/db/perfume-schema.ts";
import { appMeta, category, product } from "#server/db/schema.ts";
import { seedDemoCatalogueOnce } from "#server/db/seed/seed-demo.ts";
import { createLogger } from "#server/log.ts";
import { openTestDatabase, type TestDatabaseHandle } from "./support/test-database";

const log = createLogger("silent");
let database: TestDatabaseHandle;

beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await database.close();
});

async function rowsOf(table: typeof product | typeof brand | typeof note | typeof category) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe("the demo catalogue's perfume facts (decision 057)", () => {
  test("every demo perfume has a brand, families and at least six notes; a candle no concentration", async () => {
    expect(await seedDemoCatalogueOnce(database.db, log)).toBe(true);
    const rows = await database.db
      .select({
        name: product.name,
        brandId: product.brandId,
        concentration: product.concentration,
        families: product.families,
        notes: product.noteSlugs,
      })
      .from(product);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.brandId, row.name).not.toBeNull();
      expect(row.families.length, row.name).toBeGreaterThan(0);
      expect(row.notes.length, row.name).toBeGreaterThanOrEqual(6);
    }
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get("Cedar Night")).toMatchObject({ concentration: "edp" });
    expect(byName.get("Cedar Night")?.families).toContain("woody");
    expect(byName.get("Cedar Night")?.notes).toContain("cedar");
    const withoutConcentration = rows.filter((row) => row.concentration === null);
    expect(withoutConcentration.length).toBeGreaterThan(0);
    expect(await rowsOf(brand)).toBe(7);
  });

  test("with DEMO_CATALOGUE false a new shop has SPEC's categories and the notes, and no products", async () => {
    expect(await seedDemoCatalogueOnce(database.db, log, { products: false })).toBe(true);
    expect(await rowsOf(product)).toBe(0);
    expect(await rowsOf(brand)).toBe(0);
    expect(await rowsOf(category)).toBeGreaterThanOrEqual(14);
    expect(await rowsOf(note)).toBeGreaterThan(50);
    // A later start with the default never seeds the products afterwards.
    expect(await seedDemoCatalogueOnce(database.db, log)).toBe(false);
    expect(await rowsOf(product)).toBe(0);
  });

  test("a shop seeded before the facts existed gets them once, and staff's own brand is kept", async () => {
    await seedDemoCatalogueOnce(database.db, log);
    const [kept] = await database.db.select({ id: product.id }).from(product).limit(1);
    await database.db.delete(appMeta).where(eq(appMeta.key, "demo_facts_at"));
    await database.db.update(product).set({ brandId: null, families: [], topNotes: [] });
    await database.db
      .update(product)
      .set({ brandId: "brand-frequence" })
      .where(eq(product.id, kept!.id));

    expect(await seedDemoCatalogueOnce(database.db, log)).toBe(false);
    const [given] = await database.db
      .select({ n: count() })
      .from(product)
      .where(and(isNotNull(product.brandId), sql`cardinality(${product.families}) > 0`));
    expect(given?.n).toBe((await rowsOf(product)) - 1);
  });
});
