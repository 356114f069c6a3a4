import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader } from "#app/routes/search-suggestions.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { routeContext } from "./support/route-context";
import { insertSearchCatalogue } from "./support/search-catalogue";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertSearchCatalogue(database.db);
});
afterAll(() => database.close());

/** GET /search/suggestions with this query string, through the route module. */
async function getSuggestions(query: string): Promise<Response> {
  const context = routeContext(database);
  const url = new URL(`http://localhost/search/suggestions?${query}`);
  const request = new Request(url);
  return loader({ request, url, context, params: {}, pattern: "/search/suggestions" });
}

describe(`GET /search/suggestions on ${testDatabaseKind}`, () => {
  test("answers JSON: up to 5 products with id, name and category, up to 3 categories", async () => {
    const response = await getSuggestions("q=perfume");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    const body = await response.json();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    for (const product of body.products)
      expect(Object.keys(product).sort()).toEqual(["category", "id", "name"]);
    expect(body.categories).toHaveLength(3);
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
      expect(await response.json(), text).toEqual({ products: [], categories: [] });
    }
  });
});
