import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { catalogChangedChannel } from "#server/db/notifications.ts";
import { product } from "#server/db/schema.ts";
import { hearNotificationsSoFar } from "./support/catalogue-change";
import { insertProducts } from "./support/factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

type ProductChange = Partial<typeof product.$inferInsert>;

/** A product of the test's own, tracked at 5 units; its id once every process has heard of it. */
async function newProduct(overrides: ProductChange = {}): Promise<string> {
  const [row] = await insertProducts(database.db, [{ stockLevel: 5, ...overrides }]);
  await hearNotificationsSoFar(database);
  return row!.id!;
}

const update = (id: string, changes: ProductChange) =>
  database.db.update(product).set(changes).where(eq(product.id, id));

/** Catalogue notifications this process hears while `run` runs and until it has heard all. */
async function notificationsDuring(run: () => Promise<unknown>): Promise<number> {
  let heard = 0;
  const unlisten = await database.listen(catalogChangedChannel, () => (heard += 1));
  await run();
  await hearNotificationsSoFar(database);
  unlisten();
  return heard;
}

/** Each column a page, a suggestion or a listing's order shows (decision 027). */
const shownChanges: [string, ProductChange][] = [
  ["name", { name: "Amber Veil Intense" }],
  ["description", { description: "Amber, vanilla and smoke." }],
  ["price", { price: 3900 }],
  ["category", { category: "Niche Perfumes" }],
  ["gender", { gender: "women" }],
  ["best-seller mark", { isBestSeller: true }],
  ["sizes", { sizes: ["30ml", "100ml"] }],
  ["image", { imageUrl: "/media/products/amber-veil-2-800.webp" }],
  ["creation date (the newest first order)", { createdAt: new Date("2026-01-02T00:00:00Z") }],
  ["availability", { inStock: false }],
];

describe(`catalog_changed notifications on ${testDatabaseKind}`, () => {
  test.each(shownChanges)("a change of the %s tells every process", async (_, changes) => {
    const id = await newProduct();
    expect(await notificationsDuring(() => update(id, changes))).toBe(1);
  });

  test("a sale that leaves the product in stock tells no one", async () => {
    const id = await newProduct();
    const sale = () => update(id, { stockLevel: 4, updatedAt: new Date() });
    expect(await notificationsDuring(sale)).toBe(0);
  });

  test("a sell-out and a restock each tell every process once", async () => {
    const id = await newProduct({ stockLevel: 1 });
    expect(await notificationsDuring(() => update(id, { stockLevel: 0, inStock: false }))).toBe(1);
    expect(await notificationsDuring(() => update(id, { stockLevel: 3, inStock: true }))).toBe(1);
  });

  test("one statement changing many products tells every process once", async () => {
    await newProduct({ category: "Mist" });
    await newProduct({ category: "Mist" });
    const renamed = () =>
      database.db
        .update(product)
        .set({ category: "Body Mist" })
        .where(eq(product.category, "Mist"));
    expect(await notificationsDuring(renamed)).toBe(1);
  });

  test("adding and deleting a product each tell every process", async () => {
    expect(
      await notificationsDuring(() => insertProducts(database.db, [{ id: "cedar-smoke" }])),
    ).toBe(1);
    const deleted = () => database.db.delete(product).where(eq(product.id, "cedar-smoke"));
    expect(await notificationsDuring(deleted)).toBe(1);
  });
});
