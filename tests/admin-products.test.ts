import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as addAction, loader as addLoader } from "#app/routes/admin/products/add.tsx";
import { categoryTexts } from "#contracts/admin-category.ts";
import { productFormTexts } from "#contracts/admin-product.ts";
import { photoTexts } from "#contracts/product-photo-texts.ts";
import { productNameMaxLength } from "#contracts/product-name.ts";
import { listAdminProducts, productStats } from "#server/catalog/admin/admin-product-queries.ts";
import { getProduct, listProducts } from "#server/catalog/product-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createDiskMediaStore } from "#server/media/disk-media-store.ts";
import { storeProductImage } from "#server/media/product-images.ts";
import { insertDefaultCategories, insertProducts } from "./support/factories";
import { adminRouteContext } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let dataDir: string;
let imageUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-products-"));
  const jpeg = await sharp({
    create: { width: 900, height: 900, channels: 3, background: "#b08d57" },
  })
    .jpeg()
    .toBuffer();
  const media = createDiskMediaStore(path.join(dataDir, "media"));
  imageUrl = (await storeProductImage(jpeg, media)).fileUrl;
  await insertProducts(database.db, [
    { id: "rose", name: "Rose de Karen", category: "Loris Perfumes", price: 4500 },
    { id: "oud", name: "Oud Royale", category: "Niche Perfumes", price: 28000, inStock: false },
    { id: "cedar", name: "Cedar Night", category: "Cologne", price: 3200, stockLevel: 4 },
  ]);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const args = (request: Request) => ({
  request,
  url: new URL(request.url),
  context: adminRouteContext(database, { DATA_DIR: dataDir }),
  params: {},
  pattern: new URL(request.url).pathname,
});

/** Posts a new product to the Add Product action as the page does (JSON). */
async function addProduct(fields: Record<string, unknown>) {
  const request = new Request("https://loris.example/admin/products/add", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fields),
  });
  const result = await addAction(args(request));
  return "init" in result ? { status: result.init?.status, ...result.data } : result;
}

const newProduct = () => ({
  name: "Amber Dusk",
  sizes: "30ml 50ml 100ml",
  price: "3,900",
  description: "Amber, vanilla and smoked wood.",
  category: "Loris Perfumes",
  gender: "women",
  inStock: true,
  isBestSeller: true,
  photos: [{ url: imageUrl, alt: "" }],
});

describe(`Add Product on ${testDatabaseKind} (SPEC §2, §4, §5)`, () => {
  test("a new product is in the shop at once, with its sizes, price and uploaded image", async () => {
    const before = await productStats(database.db);
    const answer = await addProduct(newProduct());
    expect(answer).toEqual({ id: expect.stringMatching(/^[a-z0-9]{10}$/) });
    const id = (answer as { id: string }).id;
    expect(await getProduct(database.db, id)).toMatchObject({
      name: "Amber Dusk",
      sizes: ["30ml", "50ml", "100ml"].map((label) => ({
        label,
        price: 3900,
        compareAtPrice: null,
        inStock: true,
      })),
      price: 3900,
      category: "Loris Perfumes",
      gender: "women",
      inStock: true,
      isBestSeller: true,
      image: imageUrl,
    });
    const shop = await listProducts(database.db, {
      search: "amber dusk",
      sort: "newest",
      page: 1,
      pageSize: 18,
    });
    expect(shop.products.map((product) => product.id)).toContain(id);
    expect(await productStats(database.db)).toEqual({
      total: before.total + 1,
      inStock: before.inStock + 1,
      outOfStock: before.outOfStock,
    });
  });

  test.each([
    [{ name: "  " }, productFormTexts.name],
    [{ sizes: "" }, productFormTexts.sizes],
    [{ sizes: "5ml 10ml 30ml 50ml" }, productFormTexts.tooManySizes],
    [{ price: "0" }, productFormTexts.price],
    [{ price: "free" }, productFormTexts.price],
    [{ description: "" }, productFormTexts.description],
    [{ category: "" }, productFormTexts.category],
    // Decision 062: only a category staff offer for products.
    [{ category: "Candles" }, categoryTexts.unknownForProduct("Candles")],
    [{ photos: undefined }, productFormTexts.image],
    [{ photos: [] }, productFormTexts.image],
    [{ photos: [{ url: "https://elsewhere.example/a.jpg" }] }, photoTexts.notStored],
    [{ photos: [{ url: "/media/products/neverstored123-800.webp" }] }, photoTexts.notStored],
    [{ name: "A".repeat(productNameMaxLength + 1) }, productFormTexts.name],
  ])("%j is refused with %s", async (change, message) => {
    const before = await productStats(database.db);
    expect(await addProduct({ ...newProduct(), ...change })).toEqual({
      status: 400,
      error: message,
    });
    expect(await productStats(database.db)).toEqual(before);
  });

  test("three sizes at three prices, one on sale, each with its stock and SKU", async () => {
    const answer = await addProduct({
      ...newProduct(),
      name: "Saffron Ember",
      sizes: "10ml 50ml 100ml",
      price: "9,000",
      sizeDetails: [
        { price: "3,500", compareAtPrice: "", stockLevel: "", sku: "SAFFRON-EMBER-10" },
        { price: "", compareAtPrice: "", stockLevel: "0", sku: "" },
        { price: "14500", compareAtPrice: "19,900", stockLevel: "6", sku: "SAFFRON-EMBER-100" },
      ],
    });
    const id = (answer as { id: string }).id;
    const added = await getProduct(database.db, id);
    expect(added).toMatchObject({
      price: 3500,
      inStock: true,
      sizes: [
        { label: "10ml", price: 3500, compareAtPrice: null, inStock: true },
        { label: "50ml", price: 9000, compareAtPrice: null, inStock: false },
        { label: "100ml", price: 14500, compareAtPrice: 19900, inStock: true },
      ],
    });
    const { products } = await listAdminProducts(database.db, {
      search: "SAFFRON-EMBER-100",
      page: 1,
      view: "list",
    });
    expect(
      products.map((product) => product.sizes.map((size) => [size.sku, size.stockLevel])),
    ).toEqual([
      [
        ["SAFFRON-EMBER-10", null],
        [null, 0],
        ["SAFFRON-EMBER-100", 6],
      ],
    ]);
    // A SKU is one size's: another product cannot take it.
    const again = await addProduct({
      ...newProduct(),
      sizes: "30ml",
      sizeDetails: [{ price: "", compareAtPrice: "", stockLevel: "", sku: "SAFFRON-EMBER-10" }],
    });
    expect(again).toEqual({
      status: 400,
      error: "SKU SAFFRON-EMBER-10 is already used by another product",
    });
  });

  test.each([
    [{ price: "0", compareAtPrice: "", stockLevel: "", sku: "" }, productFormTexts.price],
    [
      { price: "", compareAtPrice: "3900", stockLevel: "", sku: "" },
      productFormTexts.compareAtPrice,
    ],
    [
      { price: "5000", compareAtPrice: "4000", stockLevel: "", sku: "" },
      productFormTexts.compareAtPrice,
    ],
    [{ price: "", compareAtPrice: "", stockLevel: "-1", sku: "" }, productFormTexts.stockLevel],
    [{ price: "", compareAtPrice: "", stockLevel: "", sku: "has space" }, productFormTexts.sku],
  ])("a size's fields %j are refused with %s", async (details, message) => {
    const before = await productStats(database.db);
    const answer = await addProduct({ ...newProduct(), sizes: "50ml", sizeDetails: [details] });
    expect(answer).toEqual({ status: 400, error: message });
    expect(await productStats(database.db)).toEqual(before);
  });

  test("a size typed twice, or a SKU given to two sizes, is refused", async () => {
    expect(await addProduct({ ...newProduct(), sizes: "50ml 50ml" })).toEqual({
      status: 400,
      error: productFormTexts.repeatedSize,
    });
    const twice = { price: "", compareAtPrice: "", stockLevel: "", sku: "AMBER-1" };
    expect(
      await addProduct({ ...newProduct(), sizes: "30ml 50ml", sizeDetails: [twice, twice] }),
    ).toEqual({ status: 400, error: productFormTexts.repeatedSku });
  });

  test("a name of 600 characters is taken whole (the pages wrap it)", async () => {
    const name = `Saffron ${"Evening ".repeat(100)}`.slice(0, productNameMaxLength);
    const answer = await addProduct({ ...newProduct(), name });
    const id = (answer as { id: string }).id;
    expect((await getProduct(database.db, id))?.name).toBe(name.trim());
    expect(productNameMaxLength).toBe(600);
  });

  test("the page's stats count every product, in stock and out of stock", async () => {
    const { stats } = await addLoader(
      args(new Request("https://loris.example/admin/products/add")),
    );
    expect(stats.total).toBe(stats.inStock + stats.outOfStock);
    expect(stats.outOfStock).toBeGreaterThanOrEqual(1);
  });
});
