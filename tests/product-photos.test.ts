import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as addAction } from "#app/routes/admin/products/add.tsx";
import { action as editAction } from "#app/routes/admin/products/edit.tsx";
import { productFormTexts } from "#contracts/admin-product.ts";
import { maxProductPhotos, photoAltMaxLength, photoTexts } from "#contracts/product-photo-texts.ts";
import type { ProductPhoto } from "#contracts/product-photos.ts";
import { unstorableTextMessage } from "#contracts/storable-text.ts";
import { getProduct } from "#server/catalog/product-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { productImage } from "#server/db/product-image-schema.ts";
import { product } from "#server/db/schema.ts";
import { createDiskMediaStore } from "#server/media/disk-media-store.ts";
import { storeProductImage } from "#server/media/product-images.ts";
import { changeCatalogue } from "./support/catalogue-change";
import { insertDefaultCategories } from "./support/factories";
import { migrationTags, runMigrations } from "./support/migrations";
import { formAnswerOf, routeArgs } from "./support/route-call";
import { openEmptyDatabase, openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let dataDir: string;
/** Photos POST /storage/upload stored: more than a product may have. */
const stored: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-photos-"));
  const media = createDiskMediaStore(path.join(dataDir, "media"));
  for (let index = 0; index <= maxProductPhotos; index++) {
    const jpeg = await sharp({
      create: { width: 300, height: 300, channels: 3, background: { r: index * 25, g: 90, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    stored.push((await storeProductImage(jpeg, media)).fileUrl);
  }
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const args = <Params extends Record<string, string>>(request: Request, params?: Params) =>
  routeArgs(database, request, { params, env: { DATA_DIR: dataDir } });

/** Adds a product with `photos` as the Add Product page posts it (JSON). */
async function addProduct(photos: unknown) {
  const request = new Request("https://loris.example/admin/products/add", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Ivory Musk",
      sizes: "50ml",
      price: "4,800",
      description: "White musk and iris.",
      category: "Loris Perfumes",
      photos,
    }),
  });
  return formAnswerOf(await addAction(args(request)));
}

/** Posts Edit product's form for `id` with `photos` in order, as the page does. */
async function editPhotos(id: string, photos: ProductPhoto[]) {
  const form = new URLSearchParams({
    name: "Ivory Musk",
    description: "White musk and iris.",
    category: "Loris Perfumes",
  });
  photos.forEach(({ url, alt }, index) => {
    form.append(`photos[${index}].url`, url);
    form.append(`photos[${index}].alt`, alt);
  });
  const request = new Request(`https://loris.example/admin/products/${id}/edit`, {
    method: "POST",
    body: form,
  });
  return formAnswerOf(await editAction(args(request, { id })));
}

/** The photos the product page shows, and the card's image (the product's image_url). */
async function shown(id: string) {
  const found = await getProduct(database.db, id);
  return { photos: found?.photos, image: found?.image };
}

describe(`a product's photos on ${testDatabaseKind} (decision 060)`, () => {
  let id = "";
  const three = () => [
    { url: stored[0]!, alt: "The bottle" },
    { url: stored[1]!, alt: "" },
    { url: stored[2]!, alt: "On a marble tray" },
  ];

  test("a product added with three photos shows them in order, the first on its card", async () => {
    const answer = await addProduct(three());
    id = answer.id!;
    expect(answer).toEqual({ id: expect.any(String) });
    expect(await shown(id)).toEqual({ photos: three(), image: stored[0] });
  });

  test("reordered, one removed and an alt text changed: the new first is the card's photo, and every process hears of it", async () => {
    const photos = [
      { url: stored[2]!, alt: "On a marble tray, at dusk" },
      { url: stored[0]!, alt: "The bottle" },
    ];
    await changeCatalogue(database, async () => {
      expect(await editPhotos(id, photos)).toMatchObject({ status: 303 });
    });
    expect(await shown(id)).toEqual({ photos, image: stored[2] });
    const [row] = await database.db
      .select({ fileName: product.imageFileName })
      .from(product)
      .where(eq(product.id, id));
    expect(stored[2]).toMatch(new RegExp(`/${row!.fileName}$`));
  });

  test("an alt text changed alone tells every process too: the page shows it", async () => {
    const photos = [
      { url: stored[2]!, alt: "Amber glass" },
      { url: stored[0]!, alt: "The bottle" },
    ];
    await changeCatalogue(database, () => editPhotos(id, photos));
    expect((await shown(id)).photos).toEqual(photos);
  });

  const alt = (text: string) => [{ url: stored[0]!, alt: text }];
  const urls = (...list: string[]) => list.map((url) => ({ url, alt: "" }));
  // Photos are read when each test runs, once beforeAll has stored them.
  test.each([
    ["nine photos", () => urls(...stored), photoTexts.tooMany],
    ["no photo", () => [], productFormTexts.image],
    ["one twice", () => urls(stored[3]!, stored[3]!), photoTexts.twice],
    [
      "a photo not stored here",
      () => urls("/media/products/neverstored99-800.webp"),
      photoTexts.notStored,
    ],
    [
      "a photo of another site",
      () => urls("https://elsewhere.example/a.jpg"),
      photoTexts.notStored,
    ],
    ["a long alt text", () => alt("a".repeat(photoAltMaxLength + 1)), photoTexts.altTooLong],
    [
      "an alt text with a control character",
      () => alt("bell\u0007"),
      unstorableTextMessage("Alt text"),
    ],
  ])(
    "%s is refused with a 400 saying what to do, on Add and on Edit, and nothing changes",
    async (_, photosOf, message) => {
      const photos = photosOf();
      const before = await shown(id);
      expect(await addProduct(photos)).toEqual({ status: 400, error: message });
      const edited = await editPhotos(id, photos);
      expect(edited.status).toBe(400);
      expect(JSON.stringify(edited)).toContain(message);
      expect(await shown(id)).toEqual(before);
    },
  );

  test("an alt text of 200 characters is kept, trimmed", async () => {
    const photos = alt(` ${"a".repeat(photoAltMaxLength)} `);
    expect(await editPhotos(id, photos)).toMatchObject({ status: 303 });
    expect((await shown(id)).photos).toEqual([
      { url: stored[0], alt: "a".repeat(photoAltMaxLength) },
    ]);
  });

  test("a deleted product's photos go with it", async () => {
    await database.db.delete(product).where(eq(product.id, id));
    const left = await database.db
      .select()
      .from(productImage)
      .where(eq(productImage.productId, id));
    expect(left).toEqual([]);
  });
});

describe(`migration 0030 on ${testDatabaseKind}`, () => {
  let before: DatabaseHandle;
  const photos = migrationTags.indexOf("0030_product_images");
  beforeAll(async () => {
    before = await openEmptyDatabase();
    await runMigrations(before.db, 0, photos);
    await before.db.execute(sql`
      insert into product (id, name, price, image_url, image_file_name) values
        ('amber', 'Amber Veil', 4500, '/media/products/amber-veil-800.webp', 'amber-veil-800.webp'),
        ('plain', 'Linen Mist', 1200, null, null)`);
    await runMigrations(before.db, photos, photos + 1);
  });
  afterAll(() => before?.close());

  test("each product with an image keeps it as its one photo, the primary", async () => {
    const rows = await before.db
      .select({
        productId: productImage.productId,
        url: productImage.url,
        fileName: productImage.fileName,
        alt: productImage.alt,
        position: productImage.position,
      })
      .from(productImage)
      .orderBy(asc(productImage.productId));
    expect(rows).toEqual([
      {
        productId: "amber",
        url: "/media/products/amber-veil-800.webp",
        fileName: "amber-veil-800.webp",
        alt: "",
        position: 0,
      },
    ]);
  });
});
