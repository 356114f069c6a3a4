import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { product } from "#server/db/schema.ts";
import { createSuggestionCache } from "#server/search/suggestion-cache.ts";
import { serveBareHost } from "./support/bare-host";
import { changeCatalogue } from "./support/catalogue-change";
import { insertSearchCatalogue } from "./support/search-catalogue";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let host: Awaited<ReturnType<typeof serveBareHost>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertSearchCatalogue(database.db);
  host = await serveBareHost(database);
});
afterAll(async () => {
  await host?.close();
  await database?.close();
});

/** GET /search/suggestions with this query string, through the Express host. */
function getSuggestions(query: string): Promise<Response> {
  return fetch(`${host.origin}/search/suggestions?${query}`);
}

/** The product names suggested for `text`. */
async function suggestedNames(text: string): Promise<string[]> {
  const body = (await (await getSuggestions(`q=${encodeURIComponent(text)}`)).json()) as {
    products: { name: string }[];
  };
  return body.products.map((suggestion) => suggestion.name);
}

describe(`GET /search/suggestions on ${testDatabaseKind}`, () => {
  test("answers JSON: up to 5 products with id, name, category and from-price, up to 3 categories, brands and notes", async () => {
    const response = await getSuggestions("q=perfume");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    const body = await response.json();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    for (const product of body.products)
      expect(Object.keys(product).sort()).toEqual(["category", "id", "isFrom", "name", "price"]);
    expect(body.categories).toHaveLength(3);
    expect(body.brands).toEqual([]);
    expect(body.notes).toEqual([]);
  });

  test("finds by typed text, typos included", async () => {
    const body = await (await getSuggestions(`q=${encodeURIComponent("Lavander")}`)).json();
    expect(body.products.map((p: { name: string }) => p.name)).toEqual([
      "Lavender Hour Mist",
      "Lavender Linen",
    ]);
  });

  test("refuses 1 trimmed character or fewer with a 400", async () => {
    for (const query of [
      "q=o",
      "q=%20o%20",
      "q=",
      "q=%20%20%20",
      `q=${encodeURIComponent("🌹")}`,
      "",
    ]) {
      const response = await getSuggestions(query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error, query).toEqual(expect.any(String));
    }
    expect((await getSuggestions("q=ou")).status).toBe(200);
  });

  test("hostile text answers 200 with nothing suggested", async () => {
    for (const text of ["%%", "__", "\\\\", "'\"", "🌹🌹", "%".repeat(500)]) {
      const response = await getSuggestions(`q=${encodeURIComponent(text)}`);
      expect(response.status, text).toBe(200);
      expect(await response.json(), text).toEqual({
        products: [],
        categories: [],
        brands: [],
        notes: [],
      });
    }
  });

  test("a browser or CDN may keep an answer for a minute", async () => {
    const response = await getSuggestions("q=oud");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  test("a repeated q is refused with a 400, not guessed", async () => {
    expect((await getSuggestions("q=oud&q=amber")).status).toBe(400);
  });

  test("a renamed product is suggested under its new name at once", async () => {
    expect(await suggestedNames("Cedar")).toEqual(["Cedar Night"]);

    await changeCatalogue(database, () =>
      database.db.update(product).set({ name: "Cedar Dusk" }).where(eq(product.id, "cedar")),
    );

    expect(await suggestedNames("Cedar")).toEqual(["Cedar Dusk"]);
    expect(await suggestedNames("dusk")).toEqual(["Cedar Dusk"]);
  });
});

describe(`the suggestion cache on ${testDatabaseKind}`, () => {
  test("keeps one answer per normalised text, and asks again after a catalogue change", async () => {
    const cache = await createSuggestionCache(database.db, database.listen);
    const first = await cache.suggest("Oud  ROYALE");
    expect(first.products.map((suggestion) => suggestion.name)).toEqual(["Oud Royale"]);
    expect(await cache.suggest(" oud royale ")).toBe(first);
    expect(cache.size).toBe(1);

    await changeCatalogue(database, () =>
      database.db
        .update(product)
        .set({ description: "Oud, rose and smoke." })
        .where(eq(product.id, "oud-royale")),
    );

    expect(cache.size).toBe(0);
    const again = await cache.suggest("oud royale");
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  test("concurrent asks for one text share one answer", async () => {
    const cache = await createSuggestionCache(database.db, database.listen);
    const answers = await Promise.all(
      ["lavender", "Lavender", "LAVENDER "].map((text) => cache.suggest(text)),
    );
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
  });
});
