import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as addAction } from "#app/routes/admin/products/add.tsx";
import { action as editAction, loader as editLoader } from "#app/routes/admin/products/edit.tsx";
import { noteSuggestions } from "#app/components/admin/products/form/note-names-field.tsx";
import { perfumeFactLimits } from "#contracts/perfume.ts";
import { productNameMaxLength } from "#contracts/product-name.ts";
import { perfumeFactTexts } from "#contracts/perfume-form-texts.ts";
import { getProduct } from "#server/catalog/product-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { note } from "#server/db/perfume-schema.ts";
import { product } from "#server/db/schema.ts";
import { createDiskMediaStore } from "#server/media/disk-media-store.ts";
import { storeProductImage } from "#server/media/product-images.ts";
import { insertDefaultCategories, insertProducts } from "./support/factories";
import { insertBrands, insertNotes } from "./support/perfume-factories";
import { formAnswerOf, routeArgs } from "./support/route-call";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let dataDir: string;
let imageUrl: string;
let kilimaId = "";

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-facts-"));
  const jpeg = await sharp({
    create: { width: 900, height: 900, channels: 3, background: "#b08d57" },
  })
    .jpeg()
    .toBuffer();
  imageUrl = (await storeProductImage(jpeg, createDiskMediaStore(path.join(dataDir, "media"))))
    .fileUrl;
  [kilimaId = ""] = await insertBrands(database.db, ["Maison Kilima", "Savanna Atelier"]);
  await insertNotes(database.db, ["Bergamot", "Rose", "Vanilla", "Oud"]);
  await insertProducts(database.db, [
    { id: "rose", name: "Rose de Karen", category: "Loris Perfumes", description: "Roses." },
  ]);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const args = <Params extends Record<string, string>>(request: Request, params?: Params) =>
  routeArgs(database, request, { params, env: { DATA_DIR: dataDir } });

/** Posts a new product to Add Product as the page does (JSON). */
async function addProduct(fields: Record<string, unknown>) {
  const request = new Request("https://loris.example/admin/products/add", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Amber Dusk",
      sizes: "50ml",
      price: "3,900",
      description: "Amber and vanilla.",
      category: "Loris Perfumes",
      photos: [{ url: imageUrl }],
      ...fields,
    }),
  });
  return formAnswerOf(await addAction(args(request)));
}

/** Posts Edit product's form for `id` as the page does; families repeat one per ticked box. */
async function editProduct(id: string, fields: Record<string, string | string[]>) {
  const form = new URLSearchParams();
  const all = {
    name: "Rose de Karen",
    description: "Roses.",
    category: "Loris Perfumes",
    // The photo insertProducts gave it (tests/support/factories.ts), kept.
    "photos[0].url": `/media/products/${id}-800.webp`,
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) {
    for (const one of [value].flat()) form.append(name, one);
  }
  const request = new Request(`https://loris.example/admin/products/${id}/edit`, {
    method: "POST",
    body: form,
  });
  return formAnswerOf(await editAction(args(request, { id })));
}

/** A product's perfume-fact columns as stored: note layers as slugs. */
const factsOf = async (id: string) => {
  const [row] = await database.db.select().from(product).where(eq(product.id, id));
  if (!row) return undefined;
  const { brandId, concentration, families, topNotes, heartNotes, baseNotes } = row;
  return { brandId, concentration, families, topNotes, heartNotes, baseNotes };
};
const noteCount = async () => (await database.db.select().from(note)).length;
const productCount = async () => (await database.db.select().from(product)).length;

describe(`Perfume facts on the product form on ${testDatabaseKind} (decision 057)`, () => {
  test("a product added with facts keeps them; a new note is added to the vocabulary with it", async () => {
    const answer = await addProduct({
      brandId: kilimaId,
      concentration: "edp",
      families: ["gourmand", "leather"],
      topNotes: "Bergamot, pink  pepper, bergamot",
      heartNotes: "Rose",
      baseNotes: "Vanilla, Oud",
    });
    expect(answer).toEqual({ id: expect.any(String) });
    expect(await factsOf(answer.id!)).toEqual({
      brandId: kilimaId,
      concentration: "edp",
      // Each subfamily brings its family, in the vocabulary's order.
      families: ["amber", "woody", "gourmand", "leather"],
      topNotes: ["bergamot", "pink-pepper"],
      heartNotes: ["rose"],
      baseNotes: ["vanilla", "oud"],
    });
    const [added] = await database.db.select().from(note).where(eq(note.slug, "pink-pepper"));
    expect(added?.name).toBe("pink pepper");
  });

  test("Edit product shows the facts, and saves name, description, category and facts in one go", async () => {
    const page = await editLoader(
      args(new Request("https://loris.example/admin/products/rose/edit"), { id: "rose" }),
    );
    expect(page.product).toMatchObject({
      name: "Rose de Karen",
      facts: { brandId: "", families: [] },
    });
    const answer = await editProduct("rose", {
      name: "Rose de Nairobi",
      description: "Roses after rain.",
      category: "Niche Perfumes",
      gender: "women",
      isBestSeller: "true",
      brandId: kilimaId,
      concentration: "extrait",
      families: ["musk", "citrus"],
      topNotes: "Bergamot, Lychee",
      heartNotes: "Rose",
      baseNotes: "",
    });
    expect(answer).toEqual({ status: 303, location: "/admin/products/rose/edit?saved=1" });
    expect(await getProduct(database.db, "rose")).toMatchObject({
      name: "Rose de Nairobi",
      description: "Roses after rain.",
      category: "Niche Perfumes",
      gender: "women",
      isBestSeller: true,
    });
    expect(await factsOf("rose")).toEqual({
      brandId: kilimaId,
      concentration: "extrait",
      families: ["floral", "fresh", "musk", "citrus"],
      topNotes: ["bergamot", "lychee"],
      heartNotes: ["rose"],
      baseNotes: [],
    });
    const again = await editLoader(
      args(new Request("https://loris.example/admin/products/rose/edit"), { id: "rose" }),
    );
    expect(again.product.facts).toMatchObject({ topNotes: "Bergamot, Lychee", heartNotes: "Rose" });
  });

  const tooMany = Array.from(
    { length: perfumeFactLimits.notesPerLayer + 1 },
    (_, i) => `Note ${i}`,
  );
  test.each([
    [{ concentration: "parfum" }, perfumeFactTexts.concentration],
    [{ families: ["floral", "oriental"] }, perfumeFactTexts.families],
    [{ brandId: "brand-nobody" }, perfumeFactTexts.brand],
    [{ topNotes: tooMany.join(", ") }, perfumeFactTexts.tooManyNotes("Top notes")],
    [{ baseNotes: `Vetiver, ${"x".repeat(41)}` }, perfumeFactTexts.noteTooLong("Base notes")],
    [{ heartNotes: "Jasmine, !!!" }, perfumeFactTexts.noteUnnamed("Heart notes")],
    [{ name: "N".repeat(productNameMaxLength + 1) }, "Product name is required"],
  ])(
    "refused facts %j are a 4xx naming the field, and nothing is written",
    async (fields, message) => {
      const [notes, products, before] = [
        await noteCount(),
        await productCount(),
        await factsOf("rose"),
      ];
      const added = await addProduct({ topNotes: "Jasmine", ...fields });
      expect(added).toMatchObject({ status: 400, error: message });
      const edited = await editProduct("rose", { topNotes: "Jasmine", ...fields });
      expect(edited).toMatchObject({ status: 400, error: message });
      expect([await noteCount(), await productCount(), await factsOf("rose")]).toEqual([
        notes,
        products,
        before,
      ]);
    },
  );

  test("a note field suggests the vocabulary's names for the name being typed, after those typed", () => {
    const names = ["Bergamot", "Pink pepper", "Pineapple", "Rose"];
    expect(noteSuggestions("", names)).toEqual(names);
    expect(noteSuggestions("Bergamot, pi", names)).toEqual([
      "Bergamot, Pink pepper",
      "Bergamot, Pineapple",
    ]);
    // A name typed already is not suggested again.
    expect(noteSuggestions("Rose,", names)).toEqual([
      "Rose, Bergamot",
      "Rose, Pink pepper",
      "Rose, Pineapple",
    ]);
  });

  test("editing a product the shop does not have is 404", async () => {
    expect(await editProduct("nothing", {})).toMatchObject({ status: 404 });
  });
});
