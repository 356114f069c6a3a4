import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { catalogueImportTexts } from "#contracts/catalogue-csv.ts";
import { uploadTexts } from "#contracts/product-upload.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { productImage } from "#server/db/product-image-schema.ts";
import { product, productSize } from "#server/db/schema.ts";
import {
  csvOf,
  exportCsv,
  importCsv,
  newRow,
  outcomeOf,
  postImport,
  type ImportExtras,
} from "./support/catalogue-import";
import { insertDefaultCategories } from "./support/factories";
import { storedZip } from "./support/stored-zip";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let dataDir: string;
let env: Record<string, string>;
const photos: Uint8Array[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-import-photos-"));
  env = { DATA_DIR: dataDir };
  for (const background of ["#b08d57", "#3b2a20", "#e8dcc8"]) {
    const image = sharp({ create: { width: 400, height: 400, channels: 3, background } });
    photos.push(await image.png().toBuffer());
  }
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const storedFiles = () =>
  fs.readdirSync(path.join(dataDir, "media", "products"), { recursive: true });
const mediaFileCount = () =>
  fs.existsSync(path.join(dataDir, "media", "products")) ? storedFiles().length : 0;

/** The photos of the product owning `sku`, in order, and its image_url. */
async function photosOf(sku: string) {
  const [size] = await database.db
    .select({ productId: productSize.productId, imageUrl: product.imageUrl })
    .from(productSize)
    .innerJoin(product, eq(product.id, productSize.productId))
    .where(eq(productSize.sku, sku));
  const rows = await database.db
    .select({ url: productImage.url, alt: productImage.alt })
    .from(productImage)
    .where(eq(productImage.productId, size!.productId))
    .orderBy(asc(productImage.position));
  return { imageUrl: size!.imageUrl, photos: rows };
}

const problemsOf = async (csv: string, extras: ImportExtras) =>
  outcomeOf(await postImport(database, csv, "preview", "", extras)).problems;

describe(`catalogue import with a ZIP of photos (${testDatabaseKind})`, () => {
  test("a ZIP of 3 photos gives a product them in order, the first its primary; the preview stores nothing", async () => {
    const zip = storedZip([
      { name: "bottle.png", bytes: photos[0]! },
      { name: "box/side.png", bytes: photos[1]! },
      { name: "label.png", bytes: photos[2]! },
      { name: "unnamed.txt", bytes: new Uint8Array([1, 2, 3]) },
    ]);
    const csv = csvOf([
      newRow("three-photos", "TP-50", { Photos: "bottle.png|box/side.png|label.png" }),
    ]);
    const preview = await postImport(database, csv, "preview", "", { zip, env });
    expect(outcomeOf(preview)).toMatchObject({ photos: 3, problems: [] });
    expect(mediaFileCount()).toBe(0);
    const digest = "digest" in preview ? preview.digest : "";
    const confirmed = await postImport(database, csv, "confirm", digest, { zip, env });
    expect(outcomeOf(confirmed)).toMatchObject({ photos: 3, products: { created: 1 } });
    const { imageUrl, photos: stored } = await photosOf("TP-50");
    expect(stored).toHaveLength(3);
    expect(stored.map(({ alt }) => alt)).toEqual(["", "", ""]);
    expect(imageUrl).toBe(stored[0]!.url);
    expect(stored[0]!.url).toMatch(/^\/media\/products\/[a-z0-9]+-800\.webp$/);

    // The export lists them in order; imported again, nothing changes.
    const exported = await exportCsv(database);

    expect(exported).toContain(stored.map(({ url }) => url).join("|"));
    const again = await importCsv(database, exported, { env });
    expect(outcomeOf(again.confirmed)).toMatchObject({ photos: 0, problems: [] });
    expect(outcomeOf(again.confirmed).products.changed).toBe(0);
  });

  test("a photo not in the ZIP, an image too big or not an image is named with its row, and nothing is written", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    const zip = storedZip([
      { name: "big.png", bytes: big },
      { name: "notes.png", bytes: new TextEncoder().encode("not an image") },
    ]);
    const csv = csvOf([
      newRow("ok-photo", "OKP-1"),
      newRow("big-photo", "BIG-1", { Photos: "big.png" }),
      newRow("text-photo", "TXT-1", { Photos: "notes.png" }),
      newRow("missing-photo", "MIS-1", { Photos: "missing.jpg" }),
    ]);
    const { preview, confirmed } = await importCsv(database, csv, { zip, env });
    const expected = [
      { row: 3, reason: `Photos: big.png: ${uploadTexts.tooLarge}` },
      { row: 4, reason: `Photos: notes.png: ${uploadTexts.invalidType}` },
      { row: 5, reason: "Photos: missing.jpg is not in the ZIP of photos sent with the CSV" },
    ];
    expect(outcomeOf(preview).problems).toEqual(expected);
    expect(outcomeOf(confirmed).problems).toEqual(expected);
    const written = await database.db
      .select()
      .from(productSize)
      .where(eq(productSize.sku, "OKP-1"));
    expect(written).toEqual([]);
  });

  test("a ZIP with too many entries, or a name leaving its folder, is refused whole", async () => {
    const csv = csvOf([newRow("zip-refused", "ZR-1", { Photos: "a.png" })]);
    const many = storedZip(
      Array.from({ length: 501 }, (_, i) => ({ name: `${i}.png`, bytes: new Uint8Array(1) })),
    );
    expect(await postImport(database, csv, "preview", "", { zip: many, env })).toEqual({
      status: 400,
      error: "The ZIP of photos cannot be read: it has 501 files, at most 500",
    });
    const evil = storedZip([{ name: "../evil.jpg", bytes: photos[0]! }]);
    const evilCsv = csvOf([newRow("zip-evil", "ZE-1", { Photos: "evil.jpg" })]);
    expect(await postImport(database, evilCsv, "preview", "", { zip: evil, env })).toEqual({
      status: 400,
      error: "The ZIP of photos cannot be read: invalid relative path: ../evil.jpg",
    });
    for (const [name, reason] of [
      ["/etc/evil.png", "absolute path: /etc/evil.png"],
      ["box\\evil.png", "invalid characters in fileName: box\\evil.png"],
    ] as const) {
      const zip = storedZip([{ name, bytes: photos[0]! }]);
      expect(await postImport(database, evilCsv, "preview", "", { zip, env })).toEqual({
        status: 400,
        error: `The ZIP of photos cannot be read: ${reason}`,
      });
    }
    expect(await problemsOf(evilCsv, { env })).toEqual([
      { row: 2, reason: "Photos: evil.jpg is not in the ZIP of photos sent with the CSV" },
    ]);
  });

  test("a write failing midway writes no photo either: the whole import is refused", async () => {
    const sizes = [
      newRow("swapping", "SW-50"),
      { Handle: "swapping", Size: "100ml", "Price (KSh)": 4000, SKU: "SW-100" },
    ];
    await importCsv(database, csvOf(sizes), { env });
    const photoRows = async () => (await database.db.select().from(productImage)).length;
    const before = await photoRows();
    const swapped = csvOf([
      newRow("with-photo", "WP-1", { Photos: "bottle.png" }),
      { ...sizes[0], Size: "100ml" },
      { ...sizes[1], Size: "50ml" },
    ]);
    const zip = storedZip([{ name: "bottle.png", bytes: photos[0]! }]);
    const { preview, confirmed } = await importCsv(database, swapped, { zip, env });
    expect(outcomeOf(preview)).toMatchObject({ photos: 1, problems: [] });
    expect(confirmed).toEqual({ status: 500, error: catalogueImportTexts.failed });
    expect(await photoRows()).toBe(before);
    expect(await database.db.select().from(productSize).where(eq(productSize.sku, "WP-1"))).toEqual(
      [],
    );
  });
});
