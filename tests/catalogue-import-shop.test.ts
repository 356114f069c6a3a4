import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { category, product, productSize } from "#server/db/schema.ts";
import { csvOf, importCsv, newRow, outcomeOf } from "./support/catalogue-import";
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
  ]);
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
});
