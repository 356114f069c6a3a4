import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { catalogChangedChannel } from "#server/db/notifications.ts";
import { product, productSize } from "#server/db/schema.ts";
import { hearNotificationsSoFar } from "./support/catalogue-change";
import { insertProducts, sizeIdOf, type ProductSpec } from "./support/factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

type ProductChange = Partial<typeof product.$inferInsert>;
type SizeChange = Partial<typeof productSize.$inferInsert>;

/** A product of the test's own, tracked at 5 units; its id once every process has heard of it. */
async function newProduct(overrides: ProductSpec = {}): Promise<string> {
  const [row] = await insertProducts(database.db, [{ stockLevel: 5, ...overrides }]);
  await hearNotificationsSoFar(database);
  return row!.id!;
}

const update = (id: string, changes: ProductChange) =>
  database.db.update(product).set(changes).where(eq(product.id, id));

/** Changes the product's first size, and marks the product changed, in one transaction. */
const updateSize = (id: string, changes: SizeChange) =>
  database.db.transaction(async (tx) => {
    await tx
      .update(productSize)
      .set(changes)
      .where(eq(productSize.id, sizeIdOf(id)));
    await tx.update(product).set({ updatedAt: new Date() }).where(eq(product.id, id));
  });

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
  ["category", { category: "Niche Perfumes" }],
  ["gender", { gender: "women" }],
  ["best-seller mark", { isBestSeller: true }],
  ["image", { imageUrl: "/media/products/amber-veil-2-800.webp" }],
  ["creation date (the newest first order)", { createdAt: new Date("2026-01-02T00:00:00Z") }],
  ["archive date (decision 061)", { archivedAt: new Date("2026-12-02T08:00:00Z") }],
];

/** Each column of a size a page shows (DESIGN §5). */
const shownSizeChanges: [string, SizeChange][] = [
  ["label", { label: "100ml" }],
  ["price", { price: 3900 }],
  ["compare-at price", { compareAtPrice: 9000 }],
  ["availability", { inStock: false }],
  ["archive date (decision 061)", { archivedAt: new Date("2026-12-02T08:00:00Z") }],
];

describe(`catalog_changed notifications on ${testDatabaseKind}`, () => {
  test.each(shownChanges)("a change of the %s tells every process", async (_, changes) => {
    const id = await newProduct();
    expect(await notificationsDuring(() => update(id, changes))).toBe(1);
  });

  test.each(shownSizeChanges)("a change of a size's %s tells every process", async (_, changes) => {
    const id = await newProduct();
    expect(await notificationsDuring(() => updateSize(id, changes))).toBe(1);
  });

  test("a sale that leaves the size in stock tells no one", async () => {
    const id = await newProduct();
    const sale = () => updateSize(id, { stockLevel: 4 });
    expect(await notificationsDuring(sale)).toBe(0);
  });

  test("a sell-out and a restock each tell every process once", async () => {
    const id = await newProduct({ stockLevel: 1 });
    const sellOut = () => updateSize(id, { stockLevel: 0, inStock: false });
    expect(await notificationsDuring(sellOut)).toBe(1);
    const restock = () => updateSize(id, { stockLevel: 3, inStock: true });
    expect(await notificationsDuring(restock)).toBe(1);
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
