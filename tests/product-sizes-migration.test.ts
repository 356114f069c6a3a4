import fs from "node:fs";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { cartLine } from "#server/db/cart-schema.ts";
import { orderItem } from "#server/db/order-schema.ts";
import { product, productSize } from "#server/db/schema.ts";
import { openEmptyDatabase, testDatabaseKind } from "./support/test-database";

const migrations = new URL("../server/db/migrations/", import.meta.url);
const journal = JSON.parse(fs.readFileSync(new URL("meta/_journal.json", migrations), "utf8")) as {
  entries: { tag: string }[];
};

/** Runs the migration `tag`'s statements in order, as the migrator does. */
async function runMigration(db: DatabaseHandle["db"], tag: string): Promise<void> {
  const text = fs.readFileSync(new URL(`${tag}.sql`, migrations), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.execute(sql.raw(statement));
  }
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openEmptyDatabase();
  const before = journal.entries.map((entry) => entry.tag);
  for (const tag of before.slice(0, before.indexOf("0018_product_sizes"))) {
    await runMigration(database.db, tag);
  }
  // The catalogue, a cart and an order as they were stored before sizes were sold.
  await database.db.execute(sql`
    insert into product (id, name, price, in_stock, sizes, sku, stock_level) values
      ('amber', 'Amber Veil', 4500, true, '{30ml,50ml,100ml}', 'LOR-W-0001', 7),
      ('oud', 'Oud Royale', 28000, false, '{50ml}', null, 0),
      ('plain', 'Linen Mist', 1200, true, '{}', 'LOR-W-0001', null),
      ('twice', 'Cedar Night', 3000, true, '{50ml,50ml,100ml}', null, null)`);
  await database.db.execute(sql`
    insert into cart (id, created_at, updated_at) values ('cart1', now(), now())`);
  await database.db.execute(sql`
    insert into cart_line (cart_id, product_id, quantity, added_at)
    values ('cart1', 'amber', 2, now())`);
  await database.db.execute(sql`
    insert into "order" (id, subtotal, shipping, tax, total, status, order_method,
      idempotency_key, delivery_area, created_at, updated_at)
    values ('LOR-1', 9000, 0, 1241, 9000, 'pending', 'website', 'key-before-sizes-0001',
      'nairobi', now(), now())`);
  await database.db.execute(sql`
    insert into order_item (order_id, product_id, name, price, quantity)
    values ('LOR-1', 'amber', 'Amber Veil', 4500, 2)`);
  await runMigration(database.db, "0018_product_sizes");
  await runMigration(database.db, "0019_product_listed_sizes");
});
afterAll(() => database?.close());

describe(`migrations 0018 and 0019 on ${testDatabaseKind}: sizes become what is sold`, () => {
  test("every size at the product's price; its SKU, stock and availability on the first", async () => {
    const sizes = await database.db
      .select({
        productId: productSize.productId,
        label: productSize.label,
        position: productSize.position,
        price: productSize.price,
        sku: productSize.sku,
        stockLevel: productSize.stockLevel,
        inStock: productSize.inStock,
      })
      .from(productSize)
      .orderBy(asc(productSize.productId), asc(productSize.position));
    const size = (
      productId: string,
      label: string,
      position: number,
      price: number,
      rest: { sku?: string; stockLevel?: number; inStock?: boolean } = {},
    ) => ({
      productId,
      label,
      position,
      price,
      sku: rest.sku ?? null,
      stockLevel: rest.stockLevel ?? null,
      inStock: rest.inStock ?? true,
    });
    expect(sizes).toEqual([
      size("amber", "30ml", 0, 4500, { sku: "LOR-W-0001", stockLevel: 7 }),
      size("amber", "50ml", 1, 4500),
      size("amber", "100ml", 2, 4500),
      size("oud", "50ml", 0, 28000, { stockLevel: 0, inStock: false }),
      // A product without sizes gets one; a SKU two products had stays the first's.
      size("plain", "One size", 0, 1200),
      // A label typed twice is one size.
      size("twice", "50ml", 0, 3000),
      size("twice", "100ml", 1, 3000),
    ]);
  });

  test("a cart keeps its line on the product's first size; an old order line keeps no size", async () => {
    const lines = await database.db
      .select({ sizeId: cartLine.sizeId, quantity: cartLine.quantity })
      .from(cartLine);
    const [first] = await database.db
      .select({ id: productSize.id })
      .from(productSize)
      .where(sql`${productSize.productId} = 'amber' and ${productSize.position} = 0`);
    expect(lines).toEqual([{ sizeId: first!.id, quantity: 2 }]);
    const items = await database.db
      .select({ sizeId: orderItem.sizeId, sizeLabel: orderItem.sizeLabel, price: orderItem.price })
      .from(orderItem);
    expect(items).toEqual([{ sizeId: null, sizeLabel: null, price: 4500 }]);
  });

  test("the listing follows the sizes from then on: the cheapest in stock, in stock while one is", async () => {
    await database.db.execute(
      sql`update product_size set price = 3900 where product_id = 'amber' and position = 2`,
    );
    await database.db.execute(
      sql`update product_size set in_stock = false where product_id = 'amber' and price = 4500`,
    );
    const listing = () =>
      database.db
        .select({ id: product.id, price: product.price, inStock: product.inStock })
        .from(product)
        .where(sql`${product.id} = 'amber'`);
    expect(await listing()).toEqual([{ id: "amber", price: 3900, inStock: true }]);
    await database.db.execute(
      sql`update product_size set in_stock = false where product_id = 'amber'`,
    );
    expect(await listing()).toEqual([{ id: "amber", price: 3900, inStock: false }]);
  });

  test("each product's row lists its sizes as pages show them, and follows them", async () => {
    const listedSizes = async (id: string) => {
      const [row] = await database.db
        .select({ sizes: product.listedSizes })
        .from(product)
        .where(sql`${product.id} = ${id}`);
      return row?.sizes.map(({ id: _id, ...shown }) => shown);
    };
    expect(await listedSizes("twice")).toEqual([
      { label: "50ml", price: 3000, compareAtPrice: null, sku: null, inStock: true },
      { label: "100ml", price: 3000, compareAtPrice: null, sku: null, inStock: true },
    ]);
    await database.db.execute(sql`update product_size set label = '75ml', sku = 'LOR-W-0075'
      where product_id = 'twice' and position = 0`);
    expect((await listedSizes("twice"))?.[0]).toMatchObject({ label: "75ml", sku: "LOR-W-0075" });
    await database.db.execute(sql`update product_size set price = 2500, compare_at_price = 3200
      where product_id = 'twice' and position = 0`);
    await database.db.execute(sql`update product_size set in_stock = false
      where product_id = 'twice' and position = 1`);
    expect(await listedSizes("twice")).toEqual([
      { label: "75ml", price: 2500, compareAtPrice: 3200, sku: "LOR-W-0075", inStock: true },
      { label: "100ml", price: 3000, compareAtPrice: null, sku: null, inStock: false },
    ]);
    await database.db.execute(sql`delete from product_size
      where product_id = 'twice' and position = 1`);
    expect(await listedSizes("twice")).toHaveLength(1);
  });
});
