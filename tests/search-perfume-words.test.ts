import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { concentrations, scentFamilies } from "#contracts/perfume.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { brand, note } from "#server/db/perfume-schema.ts";
import { product } from "#server/db/schema.ts";
import {
  searchCondition,
  searchProducts,
  suggestSearch,
} from "#server/search/product-search-queries.ts";
import { createSuggestionCache } from "#server/search/suggestion-cache.ts";
import { changeCatalogue } from "./support/catalogue-change";
import { insertProducts } from "./support/factories";
import { insertBrands, insertNotes } from "./support/perfume-factories";
import { insertPerfumeSearchCatalogue } from "./support/perfume-search-catalogue";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertPerfumeSearchCatalogue(database.db);
});
afterAll(() => database.close());

/** The names of the search results for `text`, most relevant first, as Home lists them. */
const foundNames = async (text: string) =>
  (await searchProducts(database.db, text, 18)).products.map((p) => p.name);

/** The ids /all-products?search= lists for `text`, in any order. */
const listedIds = async (text: string) =>
  (await database.db.select({ id: product.id }).from(product).where(searchCondition(text)))
    .map((row) => row.id)
    .sort();

describe(`search by perfume words on ${testDatabaseKind}`, () => {
  test("a note finds the products that have it; a name holding it comes first", async () => {
    const found = await foundNames("vanilla");
    expect(found[0]).toBe("Vanilla Dusk");
    expect(found.slice(1).sort()).toEqual(["Noir Absolu", "Velvet Night"]);
    expect(await foundNames("sea salt")).toEqual(["Coastal Tide"]);
    expect(await listedIds("vanilla")).toEqual(["noir", "vanilla-dusk", "velvet"]);
  });

  test("a brand finds its products, by whole name or one word of it", async () => {
    expect(await foundNames("maison malindi")).toEqual(["Noir Absolu"]);
    expect((await foundNames("lamu")).sort()).toEqual(["Coastal Tide", "Velvet Night"]);
    expect((await foundNames("Atelier")).sort()).toEqual(["Coastal Tide", "Velvet Night"]);
  });

  test("a family finds its products after a name holding the word", async () => {
    expect(await foundNames("woody")).toEqual(["Woody Trail", "Noir Absolu"]);
    expect(await foundNames("aquatic")).toEqual(["Coastal Tide"]);
    expect(await listedIds("woody")).toEqual(["noir", "woody-trail"]);
  });

  test("a concentration is found by its short name, its label, or a prefix", async () => {
    expect(await foundNames("edp")).toEqual(["Coastal Tide"]);
    expect(await foundNames("eau de parfum")).toEqual(["Coastal Tide"]);
    expect(await foundNames("EAU DE TOILETTE")).toEqual(["Velvet Night"]);
    expect(await foundNames("extrait")).toEqual(["Noir Absolu"]);
    expect(await foundNames("extr")).toEqual(["Noir Absolu"]);
  });

  test("perfume words combine with names and with each other", async () => {
    expect(await foundNames("velvet vanilla")).toContain("Velvet Night");
    expect(await foundNames("lamu rose")).toEqual(["Velvet Night"]);
    expect(await foundNames("malindi bergamot")).toEqual([]);
  });

  test("every concentration and family of the vocabulary is found by its label's words", async () => {
    await insertProducts(database.db, [
      { id: "probe", name: "Probe", description: "Nothing to see.", category: "Others" },
    ]);
    const probeFound = async (text: string) =>
      (await listedIds(text)).includes("probe") ? text : `not found: ${text}`;
    for (const { slug, label, short } of concentrations) {
      await database.db.update(product).set({ concentration: slug }).where(eq(product.id, "probe"));
      expect(await probeFound(label)).toBe(label);
      expect(await probeFound(short)).toBe(short);
    }
    for (const { slug, label } of scentFamilies) {
      await database.db
        .update(product)
        .set({ concentration: null, families: [slug] })
        .where(eq(product.id, "probe"));
      expect(await probeFound(label)).toBe(label);
    }
    await database.db
      .update(product)
      .set({ families: ["aromatic"] })
      .where(eq(product.id, "probe"));
    expect(await probeFound("fougere")).toBe("fougere");
    await database.db.delete(product).where(eq(product.id, "probe"));
  });
});

describe(`suggestions of brands and notes on ${testDatabaseKind}`, () => {
  test("notes are suggested, the closest first, and the products with them after the name matches", async () => {
    const suggestions = await suggestSearch(database.db, "vanilla");
    expect(suggestions.notes).toEqual([
      { slug: "vanilla", name: "Vanilla" },
      { slug: "madagascar-vanilla", name: "Madagascar Vanilla" },
    ]);
    expect(suggestions.products.map((p) => p.name)[0]).toBe("Vanilla Dusk");
    expect(
      suggestions.products
        .map((p) => p.name)
        .slice(1)
        .sort(),
    ).toEqual(["Noir Absolu", "Velvet Night"]);
  });

  test("a brand is suggested by any word of its name, with its products", async () => {
    const suggestions = await suggestSearch(database.db, "lamu");
    expect(suggestions.brands).toEqual([{ slug: "atelier-lamu", name: "Atelier Lamu" }]);
    expect(suggestions.products.map((p) => p.name).sort()).toEqual([
      "Coastal Tide",
      "Velvet Night",
    ]);
    expect((await suggestSearch(database.db, "mai")).brands).toEqual([
      { slug: "maison-malindi", name: "Maison Malindi" },
    ]);
  });

  test("brands and notes are suggested despite a typo, closest first", async () => {
    expect((await suggestSearch(database.db, "vanila")).notes[0]).toEqual({
      slug: "vanilla",
      name: "Vanilla",
    });
    expect((await suggestSearch(database.db, "malindy")).brands).toEqual([
      { slug: "maison-malindi", name: "Maison Malindi" },
    ]);
    expect((await suggestSearch(database.db, "rose")).notes[0]).toEqual({
      slug: "rose",
      name: "Rose",
    });
  });

  test("a brand or note no product has is not suggested", async () => {
    expect((await suggestSearch(database.db, "kilima")).brands).toEqual([]);
    expect((await suggestSearch(database.db, "tuberose")).notes).toEqual([]);
  });
});

describe(`perfume words follow changes on ${testDatabaseKind}`, () => {
  test("a renamed brand is found and suggested under its new name only", async () => {
    const [pwani] = await insertBrands(database.db, ["Pwani Scents"]);
    await insertProducts(database.db, [
      { id: "pwani", name: "Tide Pool", description: "Salt air.", brandId: pwani },
    ]);
    const cache = await createSuggestionCache(database.db, database.listen);
    expect((await cache.suggest("pwani")).brands).toEqual([
      { slug: "pwani-scents", name: "Pwani Scents" },
    ]);

    await changeCatalogue(database, () =>
      database.db.update(brand).set({ name: "Kisiwa House" }).where(eq(brand.id, pwani!)),
    );

    expect(await foundNames("kisiwa")).toEqual(["Tide Pool"]);
    expect(await foundNames("pwani")).toEqual([]);
    // The slug names its page and stays (decision 057).
    expect((await cache.suggest("kisiwa")).brands).toEqual([
      { slug: "pwani-scents", name: "Kisiwa House" },
    ]);
    expect((await cache.suggest("pwani")).brands).toEqual([]);
  });

  test("a note added to the vocabulary and given to a product is found; a renamed one too", async () => {
    const [tonka] = await insertNotes(database.db, ["Tonka Bean"]);
    expect(await foundNames("tonka")).toEqual([]);
    await database.db
      .update(product)
      .set({ baseNotes: ["vanilla", "oud", tonka!] })
      .where(eq(product.id, "noir"));
    expect(await foundNames("tonka")).toEqual(["Noir Absolu"]);
    expect((await suggestSearch(database.db, "tonka")).notes).toEqual([
      { slug: "tonka-bean", name: "Tonka Bean" },
    ]);

    await database.db.update(note).set({ name: "Tonka" }).where(eq(note.slug, "tonka-bean"));
    expect(await foundNames("tonka bean")).toEqual([]);
    expect(await foundNames("tonka")).toEqual(["Noir Absolu"]);
  });

  test("a product's perfume words are the database's to keep: a direct write is undone", async () => {
    await database.db.update(product).set({ factsText: "zanzibar" }).where(eq(product.id, "tide"));
    expect(await foundNames("zanzibar")).toEqual([]);
    expect(await foundNames("bergamot")).toEqual(["Coastal Tide"]);
  });
});
