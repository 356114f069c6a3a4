import { count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  countDemoProducts,
  removeDemoCatalogue,
} from "#server/catalog/admin/demo-catalogue-removal.ts";
import { listBrandSummaries } from "#server/catalog/brand-queries.ts";
import { listProducts } from "#server/catalog/product-queries.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { product, productSize } from "#server/db/schema.ts";
import { demoProducts } from "#server/db/seed/demo-catalogue.ts";
import { seedDemoCatalogueOnce } from "#server/db/seed/seed-demo.ts";
import { createLogger } from "#server/log.ts";
import { insertProducts } from "./support/factories";
import { makeOrder } from "./support/order-factories";
import {
  openTestDatabase,
  testDatabaseKind,
  type TestDatabaseHandle,
} from "./support/test-database";

let database: TestDatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogueOnce(database.db, createLogger("silent"));
});
afterAll(async () => {
  await database.close();
});

const listing = () => listProducts(database.db, { sort: "newest", page: 1, pageSize: 18 });

describe(`Remove demo catalogue on ${testDatabaseKind} (decision 061)`, () => {
  test("unsold demo products are deleted, a sold one archived, staff's own kept; twice is safe", async () => {
    const sold = demoProducts[0]!;
    const [size] = await database.db
      .select({ id: productSize.id, label: productSize.label, price: productSize.price })
      .from(productSize)
      .where(eq(productSize.productId, sold.id))
      .limit(1);
    const placed = makeOrder({ subtotal: size!.price });
    await database.db.insert(order).values(placed);
    await database.db.insert(orderItem).values({
      orderId: placed.id!,
      productId: sold.id,
      sizeId: size!.id,
      sizeLabel: size!.label,
      name: sold.name,
      price: size!.price,
      quantity: 1,
    });
    await insertProducts(database.db, [{ id: "own", name: "Our Own Oud" }]);
    expect(await countDemoProducts(database.db)).toBe(demoProducts.length);

    expect(await removeDemoCatalogue(database.db)).toMatchObject({
      deleted: demoProducts.length - 1,
      archived: 1,
    });
    const left = await database.db
      .select({ id: product.id, archivedAt: product.archivedAt })
      .from(product);
    expect(left).toEqual(
      expect.arrayContaining([
        { id: sold.id, archivedAt: expect.any(Date) },
        { id: "own", archivedAt: null },
      ]),
    );
    expect(left).toHaveLength(2);
    expect(await countDemoProducts(database.db)).toBe(0);
    const shown = await listing();
    expect(shown.products.map((card) => card.id)).toEqual(["own"]);
    // The sold product's brand stays for its archived product; brands left empty are gone.
    const brands = await listBrandSummaries(database.db);
    expect(brands.every((row) => row.productCount === 0)).toBe(true);
    expect(brands.length).toBeLessThanOrEqual(1);
    const [line] = await database.db
      .select({ name: orderItem.name, sizeId: orderItem.sizeId })
      .from(orderItem)
      .where(eq(orderItem.orderId, placed.id!));
    expect(line).toEqual({ name: sold.name, sizeId: size!.id });

    expect(await removeDemoCatalogue(database.db)).toEqual({
      deleted: 0,
      archived: 0,
      brandsDeleted: 0,
    });
    const [listed] = await database.db
      .select({ n: count() })
      .from(product)
      .where(isNull(product.archivedAt));
    expect(listed?.n).toBe(1);
  });
});
