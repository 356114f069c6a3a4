import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { category, product, productSize } from "#server/db/schema.ts";
import { csvOf, exportCsv, importCsv, newRow, outcomeOf } from "./support/catalogue-import";
import { insertDefaultCategories, insertProducts } from "./support/factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
  await database.db.insert(category).values([
    { name: "Oud Oils", slug: "oud-oils", isInAdmin: true, sortOrder: 90 },
    { name: "Old Line", slug: "old-line", isInAdmin: true, isHidden: true, sortOrder: 91 },
  ]);
  await insertProducts(database.db, [
    {
      id: "oldlinekept",
      name: "Old Line Kept",
      category: "Old Line",
      sizes: [{ label: "50ml", price: 3000, sku: "OLK-50" }],
    },
    {
      id: "shelved",
      name: "Shelved Musk",
      sizes: [{ label: "50ml", price: 3000, sku: "SH-50" }],
    },
    {
      id: "minis",
      name: "Minis",
      sizes: [
        { label: "10ml", price: 900, sku: "MI-10" },
        { label: "30ml", price: 1900, sku: null },
      ],
    },
  ]);
  const now = new Date();
  await database.db.update(product).set({ archivedAt: now }).where(eq(product.id, "shelved"));
  await database.db
    .update(productSize)
    .set({ archivedAt: now })
    .where(and(eq(productSize.productId, "minis"), eq(productSize.label, "30ml")));
});
afterAll(() => database.close());

const problemsOf = (answer: Parameters<typeof outcomeOf>[0]) => outcomeOf(answer).problems;

describe(`catalogue import against the shop (${testDatabaseKind})`, () => {
  test("categories come from the shop's table: a staff-added one is taken, a hidden one refused unless the product is in it", async () => {
    const refused = await importCsv(
      database,
      csvOf([newRow("hidden-cat", "HC-1", { Category: "Old Line" })]),
    );
    expect(problemsOf(refused.preview)).toEqual([
      { row: 2, reason: `Category: "Old Line" is not one of the shop's categories for products` },
    ]);
    const { confirmed } = await importCsv(
      database,
      csvOf([
        newRow("oud-oil", "OO-1", { Category: "Oud Oils" }),
        newRow("oldlinekept", "OLK-50", { Name: "Old Line Kept", Category: "Old Line" }),
      ]),
    );
    expect(outcomeOf(confirmed)).toMatchObject({
      products: { created: 1, changed: 1 },
      problems: [],
    });
    const [size] = await database.db
      .select({ category: product.category })
      .from(productSize)
      .innerJoin(product, eq(product.id, productSize.productId))
      .where(eq(productSize.sku, "OO-1"));
    expect(size?.category).toBe("Oud Oils");
  });

  test("a product takes up to 20 sizes: 5 are imported in the file's order", async () => {
    const labels = ["5ml", "10ml", "30ml", "50ml", "100ml"];
    const rows = labels.map((label, index) => ({
      ...(index === 0 ? newRow("five-sizes", "FS-0") : { Handle: "five-sizes" }),
      Size: label,
      "Price (KSh)": 1000 + index * 500,
      SKU: `FS-${index}`,
    }));
    const { confirmed } = await importCsv(database, csvOf(rows));
    expect(outcomeOf(confirmed).sizes.created).toBe(5);
    const [first] = await database.db
      .select({ productId: productSize.productId })
      .from(productSize)
      .where(eq(productSize.sku, "FS-0"));
    const sizes = await database.db
      .select({ label: productSize.label, position: productSize.position })
      .from(productSize)
      .where(eq(productSize.productId, first!.productId))
      .orderBy(asc(productSize.position));
    expect(sizes.map(({ label }) => label)).toEqual(labels);
    const tooMany = Array.from({ length: 21 }, (_, index) => ({
      ...(index === 0 ? newRow("too-many", "TM-0") : { Handle: "too-many" }),
      Size: `${index + 1}ml`,
      SKU: `TM-${index}`,
      "Price (KSh)": 1000,
    }));
    const refused = await importCsv(database, csvOf(tooMany));
    expect(problemsOf(refused.preview)).toEqual([
      { row: 2, reason: "The product would have 21 sizes: at most 20" },
    ]);
  });

  test("archived products and sizes are not exported; an archived product's rows are refused, an archived size's label is free", async () => {
    const csv = await exportCsv(database);
    expect(csv).not.toContain("shelved");
    const minis = csv.split("\r\n").filter((line) => line.startsWith("minis,"));
    expect(minis).toEqual([expect.stringContaining(",10ml,900,,MI-10,")]);
    const refused = await importCsv(
      database,
      csvOf([newRow("shelved", "SH-50", { Name: "Shelved Musk" })]),
    );
    expect(problemsOf(refused.confirmed)).toEqual([
      {
        row: 2,
        reason:
          "Product Shelved Musk (shelved) is archived: restore it under Edit product first, or leave its rows out",
      },
    ]);
    const bySku = await importCsv(database, csvOf([newRow("shelved-again", "SH-50")]));
    expect(problemsOf(bySku.preview)).toHaveLength(1);
    const { confirmed } = await importCsv(
      database,
      csvOf([
        newRow("minis", "MI-10", { Name: "Minis", Size: "10ml", "Price (KSh)": 900 }),
        {
          Handle: "minis",
          Size: "30ml",
          "Price (KSh)": 2100,
          SKU: "MI-30",
        },
      ]),
    );
    expect(outcomeOf(confirmed).sizes).toMatchObject({ created: 1 });
    const thirties = await database.db
      .select({ sku: productSize.sku, archivedAt: productSize.archivedAt })
      .from(productSize)
      .where(and(eq(productSize.productId, "minis"), eq(productSize.label, "30ml")));
    expect(thirties.map(({ sku, archivedAt }) => [sku, archivedAt === null])).toEqual(
      expect.arrayContaining([
        [null, false],
        ["MI-30", true],
      ]),
    );
  });
});
