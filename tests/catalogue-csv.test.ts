import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { catalogueCsvColumns, catalogueImportTexts } from "#contracts/catalogue-csv.ts";
import { exportCatalogueCsv } from "#server/catalog/csv/catalogue-export.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { product, productSize } from "#server/db/schema.ts";
import { insertDefaultCategories, insertProducts } from "./support/factories";
import { insertBrands, insertNotes } from "./support/perfume-factories";
import { catalogChangedChannel } from "#server/db/notifications.ts";
import { hearNotificationsSoFar } from "./support/catalogue-change";
import {
  csvOf,
  exportCsv as exportCsvOf,
  importCsv as importCsvOf,
  newRow,
  outcomeOf,
  postImport,
} from "./support/catalogue-import";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
  const [kilima = ""] = await insertBrands(database.db, ["Maison Kilima"]);
  await insertNotes(database.db, ["Bergamot", "Oud", "Vanilla"]);
  await insertProducts(database.db, [
    {
      id: "amberdusk",
      name: "Amber Dusk",
      description: '=Amber, "vanilla", sun.',
      brandId: kilima,
      concentration: "edp",
      families: ["amber", "gourmand"],
      topNotes: ["bergamot"],
      baseNotes: ["vanilla", "oud"],
      isBestSeller: true,
      sizes: [
        { label: "50ml", price: 3900, sku: "AD-50", stockLevel: 4 },
        { label: "100ml", price: 6500, compareAtPrice: 7200, sku: "AD-100" },
      ],
    },
    {
      id: "plainmist",
      name: "Plain Mist",
      category: "Mist",
      sizes: [{ label: "200ml", price: 900, sku: "PM-200" }],
    },
  ]);
});
afterAll(() => database.close());

const post = (csv: string | Uint8Array<ArrayBuffer>, intent: "preview" | "confirm", digest = "") =>
  postImport(database, csv, intent, digest);
const importCsv = (csv: string) => importCsvOf(database, csv);
const exportCsv = () => exportCsvOf(database);

const productCount = async () =>
  (await database.db.select({ id: product.id }).from(product)).length;

describe(`catalogue CSV (${testDatabaseKind})`, () => {
  test("an export imported again changes nothing", async () => {
    const csv = await exportCsv();
    expect(csv.split("\r\n")[0]).toBe(catalogueCsvColumns.join(","));
    expect(csv).toContain(`"'=Amber, ""vanilla"", sun."`);
    const before = await database.db.select().from(product).orderBy(product.id);
    const { preview, confirmed } = await importCsv(csv);
    expect(outcomeOf(preview)).toEqual({
      products: { created: 0, changed: 0, unchanged: 2 },
      sizes: { created: 0, changed: 0, unchanged: 3 },
      photos: 0,
      problems: [],
    });
    expect(outcomeOf(confirmed).products.unchanged).toBe(2);
    expect(await database.db.select().from(product).orderBy(product.id)).toEqual(before);
    // Read a product at a time, the file is the same: no product is skipped or repeated.
    expect(await new Response(exportCatalogueCsv(database.db, 1)).text()).toBe(csv);
  });

  test("staff create products by SKU, a second import changes nothing, a third updates a price", async () => {
    const rows = [
      newRow("cedar-tea", "CT-50", { Brand: "maison kilima", "Heart notes": "Neroli" }),
      {
        Handle: "cedar-tea",
        Size: "100ml",
        "Price (KSh)": 4200,
        "Compare-at price (KSh)": "4,800",
        SKU: "CT-100",
      },
      newRow("fig-leaf", "FL-30", { Stock: "" }),
    ];
    const { preview, confirmed } = await importCsv(csvOf(rows));
    expect(outcomeOf(preview).products).toEqual({ created: 2, changed: 0, unchanged: 0 });
    expect(outcomeOf(confirmed).sizes).toEqual({ created: 3, changed: 0, unchanged: 0 });
    const sizes = await database.db
      .select()
      .from(productSize)
      .where(inArray(productSize.sku, ["CT-50", "CT-100", "FL-30"]));
    expect(
      sizes.map(({ sku, price, compareAtPrice, stockLevel }) => ({
        sku,
        price,
        compareAtPrice,
        stockLevel,
      })),
    ).toEqual(
      expect.arrayContaining([
        { sku: "CT-100", price: 4200, compareAtPrice: 4800, stockLevel: null },
        { sku: "FL-30", price: 2500, compareAtPrice: null, stockLevel: null },
      ]),
    );
    const [cedar] = await database.db
      .select()
      .from(product)
      .where(eq(product.id, sizes[0]!.productId));
    expect(cedar).toMatchObject({
      families: ["woody", "fresh"],
      heartNotes: ["neroli"],
      brandId: "brand-maison-kilima",
    });

    const again = await importCsv(csvOf(rows));
    expect(outcomeOf(again.confirmed).products).toEqual({ created: 0, changed: 0, unchanged: 2 });
    rows[1] = { ...rows[1], "Price (KSh)": 4000 };
    const third = await importCsv(csvOf(rows));
    expect(outcomeOf(third.confirmed)).toMatchObject({
      products: { created: 0, changed: 1, unchanged: 1 },
      sizes: { created: 0, changed: 1, unchanged: 2 },
    });
  });

  test("each bad row is named with its number and reason, and nothing is written", async () => {
    const before = await productCount();
    const csv = csvOf([
      newRow("ok-one", "OK-1"),
      newRow("neg", "NEG-1", { "Price (KSh)": -100 }),
      newRow("conc", "CONC-1", { Concentration: "Eau de Vie" }),
      newRow("dup", "OK-1"),
      newRow("amberdusk", "PM-200"),
      newRow("brandless", "BR-1", { Brand: "Nowhere House" }),
      newRow("url", "URL-1", { Photos: "https://example.com/a.jpg" }),
      newRow("fam", "FAM-1", { Families: "Smoky" }),
    ]);
    const { preview, confirmed } = await importCsv(csv);
    const rows = (answer: typeof preview) => [
      ...new Set(outcomeOf(answer).problems.map((problem) => problem.row)),
    ];
    expect(rows(preview)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(outcomeOf(preview).problems[0]?.reason).toMatch(/^Price \(KSh\)/);
    expect(outcomeOf(preview).problems).toEqual(
      expect.arrayContaining([
        { row: 5, reason: "SKU OK-1 is also on row 2" },
        { row: 6, reason: "SKU PM-200 belongs to another product of the shop (plainmist)" },
        { row: 7, reason: expect.stringMatching(/^Brand: "Nowhere House" is not one/) },
        { row: 8, reason: expect.stringMatching(/never fetches addresses/) },
      ]),
    );
    expect(rows(confirmed)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(await productCount()).toBe(before);
  });

  test("wrong columns refuse the file at row 1", async () => {
    const csv = csvOf([newRow("cols", "COL-1")]).replace("Compare-at price (KSh)", "Was");
    expect(outcomeOf(await post(csv, "preview")).problems).toEqual([
      { row: 1, reason: 'Column "Compare-at price (KSh)" is missing' },
      { row: 1, reason: 'Column "Was" is not one the import knows' },
    ]);
  });

  test("a write failing midway writes nothing: two sizes swapping labels", async () => {
    const before = await database.db.select().from(productSize).orderBy(productSize.id);
    const count = await productCount();
    const csv = (await exportCsv())
      .replace("50ml,3900", "100ml,3900")
      .replace("100ml,6500", "50ml,6500")
      .concat(
        csvOf([newRow("swap-new", "SWAP-1")])
          .split("\r\n")
          .slice(1)
          .join("\r\n"),
      );
    const { preview, confirmed } = await importCsv(csv);
    expect(outcomeOf(preview).problems).toEqual([]);
    expect(confirmed).toEqual({ status: 500, error: catalogueImportTexts.failed });
    expect(await productCount()).toBe(count);
    expect(await database.db.select().from(productSize).orderBy(productSize.id)).toEqual(before);
  });

  test("a file over 10 MB is refused with its size, and one not previewed cannot be confirmed", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    expect(await post(big, "preview")).toEqual({
      status: 400,
      error: catalogueImportTexts.tooLarge(big.byteLength),
    });
    const csv = csvOf([newRow("unseen", "UNSEEN-1")]);
    expect(await post(csv, "confirm", "0".repeat(64))).toEqual({
      status: 409,
      error: catalogueImportTexts.changedSinceReview,
    });
    expect(
      await database.db.select().from(productSize).where(eq(productSize.sku, "UNSEEN-1")),
    ).toEqual([]);
  });

  test("an import tells every process once, at commit; one changing nothing tells none", async () => {
    const heard: string[] = [];
    const unlisten = await database.listen(catalogChangedChannel, (payload) => heard.push(payload));
    const rows = [newRow("told-once", "TOLD-1"), newRow("told-twice", "TOLD-2")];
    await importCsv(csvOf(rows));
    await hearNotificationsSoFar(database);
    expect(heard.length).toBeGreaterThan(0);
    expect(new Set(heard).size).toBe(heard.length);
    heard.length = 0;
    await importCsv(csvOf(rows));
    await hearNotificationsSoFar(database);
    unlisten();
    expect(heard).toEqual([]);
  });
});
