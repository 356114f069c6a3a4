import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action, loader } from "#app/routes/admin/categories.tsx";
import { loader as allProductsLoader } from "#app/routes/all-products.tsx";
import { loader as homeLoader } from "#app/routes/home.tsx";
import { ProductEditSchema } from "#contracts/admin-product.ts";
import { categoryTexts } from "#contracts/admin-category.ts";
import { productFormChoices } from "#server/catalog/admin/admin-fact-queries.ts";
import { updateProduct } from "#server/catalog/admin/admin-products.ts";
import { createCatalogueReads } from "#server/catalog/catalogue-reads.ts";
import { listCategoryCards } from "#server/catalog/categories/category-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { product } from "#server/db/schema.ts";
import { suggestCategories } from "#server/search/category-suggestion-queries.ts";
import { toSearchTerms } from "#server/search/search-terms.ts";
import { changeCatalogue } from "./support/catalogue-change";
import { insertDefaultCategories, insertProducts } from "./support/factories";
import { formAnswerOf, routeArgs } from "./support/route-call";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
  await insertProducts(database.db, [
    { id: "mist-1", name: "Rose Veil", category: "Mist" },
    { id: "cologne-1", name: "Cedar Coast", category: "Cologne" },
  ]);
});
afterAll(() => database.close());

const args = (request: Request) => routeArgs(database, request);
const page = (path: string) => args(new Request(`https://loris.example${path}`));

/** Posts a Categories form. */
async function changeCategory(fields: Record<string, string>) {
  const request = new Request("https://loris.example/admin/categories", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return formAnswerOf(await action(args(request)));
}

/** Where a storefront loader's 301 leads, or undefined when it answers the page. */
async function movedTo(load: Promise<unknown>): Promise<string | undefined> {
  try {
    await load;
    return undefined;
  } catch (thrown) {
    if (!(thrown instanceof Response) || thrown.status !== 301) throw thrown;
    return thrown.headers.get("location") ?? "";
  }
}

const listed = async () => (await loader(page("/admin/categories"))).categories;
const categoryOf = async (id: string) =>
  (await database.db.select().from(product).where(eq(product.id, id)))[0]?.category;

describe(`Admin → Categories on ${testDatabaseKind} (decision 062)`, () => {
  test("a category is added at the end, offered for new products, and its name is unique in any case", async () => {
    expect(await changeCategory({ intent: "add", name: "  Oud Oils " })).toEqual({
      status: 303,
      location: "/admin/categories?done=added&name=Oud+Oils",
    });
    const categories = await listed();
    expect(categories.at(-1)).toMatchObject({
      name: "Oud Oils",
      slug: "oud-oils",
      productCount: 0,
    });
    expect((await productFormChoices(database.db)).categories).toContain("Oud Oils");
    expect(await changeCategory({ intent: "add", name: "oud oils" })).toMatchObject({
      status: 409,
      error: categoryTexts.nameTaken("Oud Oils"),
    });
    expect(await changeCategory({ intent: "add", name: "women" })).toMatchObject({
      status: 409,
      error: categoryTexts.nameReserved("Women"),
    });
  });

  test("a blank, over-long, unprintable or letterless name and an unknown category are refused", async () => {
    const refusals = [
      [{ intent: "add", name: "   " }, 400, categoryTexts.name],
      [{ intent: "add", name: "C".repeat(41) }, 400, categoryTexts.nameTooLong],
      [
        { intent: "add", name: "Oud\u0007" },
        400,
        "Category name contains characters that are not allowed",
      ],
      [{ intent: "add", name: "!!!" }, 400, categoryTexts.nameWithoutLetters],
      [{ intent: "rename", category: "Nowhere", name: "Somewhere" }, 404, categoryTexts.unknown],
      [{ intent: "move", category: "Nowhere", direction: "up" }, 404, categoryTexts.unknown],
      [{ intent: "hide", category: "Nowhere", isHidden: "true" }, 404, categoryTexts.unknown],
      [{ intent: "move", category: "Mist", direction: "sideways" }, 400, categoryTexts.direction],
      [
        { intent: "rename", category: "Mist", name: "cologne" },
        409,
        categoryTexts.nameTaken("Cologne"),
      ],
      [
        { intent: "rename", category: "Women", name: "Ladies" },
        409,
        categoryTexts.browseFilter("Women"),
      ],
    ] as const;
    for (const [fields, status, error] of refusals) {
      expect(await changeCategory(fields)).toMatchObject({ status, error });
    }
  });

  test("a renamed category takes its products along and its old addresses answer 301, through a chain", async () => {
    expect(await changeCategory({ intent: "rename", category: "Mist", name: "Body Mist" })).toEqual(
      {
        status: 303,
        location: "/admin/categories?done=renamed&name=Body+Mist",
      },
    );
    expect(await categoryOf("mist-1")).toBe("Body Mist");
    await changeCategory({ intent: "rename", category: "Body Mist", name: "Fine Mist" });
    expect(await categoryOf("mist-1")).toBe("Fine Mist");
    expect(await movedTo(allProductsLoader(page("/all-products?category=Mist&sort=newest")))).toBe(
      "/all-products?category=Fine+Mist&sort=newest",
    );
    expect(await movedTo(homeLoader(page("/?category=Body+Mist")))).toBe("/?category=Fine+Mist");
    const listing = await allProductsLoader(page("/all-products?category=Fine+Mist"));
    expect(listing.listing.products.map((card) => card.id)).toEqual(["mist-1"]);
    expect((await listed()).find((row) => row.name === "Fine Mist")).toMatchObject({
      productCount: 1,
      oldNames: ["Body Mist", "Mist"],
    });
  });

  test("a new category named like an old redirect takes the name over", async () => {
    await changeCategory({ intent: "add", name: "Body Mist" });
    expect(
      await movedTo(allProductsLoader(page("/all-products?category=Body+Mist"))),
    ).toBeUndefined();
    expect(await movedTo(allProductsLoader(page("/all-products?category=Mist")))).toBe(
      "/all-products?category=Fine+Mist",
    );
    expect((await listed()).find((row) => row.name === "Fine Mist")?.oldNames).toEqual(["Mist"]);
  });

  test("Move up and Move down swap a category with its neighbour; the ends stay put", async () => {
    const before = (await listed()).map((row) => row.name);
    const third = before[2]!;
    expect(await changeCategory({ intent: "move", category: third, direction: "up" })).toEqual({
      status: 303,
      location: `/admin/categories?done=moved&name=${encodeURIComponent(third).replaceAll("%20", "+")}&place=2&direction=up`,
    });
    expect((await listed()).map((row) => row.name)).toEqual([
      before[0],
      third,
      before[1],
      ...before.slice(3),
    ]);
    expect((await listCategoryCards(database.db, "home")).map((card) => card.name)[1]).toBe(third);
    await changeCategory({ intent: "move", category: third, direction: "down" });
    expect((await listed()).map((row) => row.name)).toEqual(before);
    await changeCategory({ intent: "move", category: before[0]!, direction: "up" });
    expect((await listed()).map((row) => row.name)).toEqual(before);
  });

  test("a hidden category leaves the slider, the pick list and suggestions; its products stay listed", async () => {
    expect(
      await changeCategory({ intent: "hide", category: "Cologne", isHidden: "true" }),
    ).toMatchObject({
      status: 303,
    });
    expect((await listCategoryCards(database.db, "slider")).map((card) => card.name)).not.toContain(
      "Cologne",
    );
    expect((await productFormChoices(database.db)).categories).not.toContain("Cologne");
    // A product already in it keeps it, and sees it offered first on its edit form.
    expect((await productFormChoices(database.db, "Cologne")).categories[0]).toBe("Cologne");
    expect(await suggestCategories(database.db, toSearchTerms("colog")!)).toEqual([]);
    const listing = await allProductsLoader(page("/all-products?category=Cologne"));
    expect(listing.listing.products.map((card) => card.id)).toEqual(["cologne-1"]);

    const edit = (id: string, categoryName: string) =>
      updateProduct(
        database.db,
        id,
        ProductEditSchema.parse({
          name: "Kept",
          description: "Kept.",
          category: categoryName,
          photos: [{ url: `/media/products/${id}-800.webp`, alt: "" }],
        }),
      );
    expect(await edit("cologne-1", "Cologne")).toBe(true);
    await expect(edit("mist-1", "Cologne")).rejects.toThrow(
      categoryTexts.unknownForProduct("Cologne"),
    );

    await changeCategory({ intent: "hide", category: "Cologne", isHidden: "false" });
    expect((await listCategoryCards(database.db, "slider")).map((card) => card.name)).toContain(
      "Cologne",
    );
    expect(await suggestCategories(database.db, toSearchTerms("colog")!)).toEqual(["Cologne"]);
  });

  test("staff put a category on the all-products slider and take it off again", async () => {
    const slider = async () =>
      (await listCategoryCards(database.db, "slider")).map((card) => card.name);
    expect(
      await changeCategory({ intent: "slider", category: "Room Spray", isInSlider: "true" }),
    ).toEqual({
      status: 303,
      location: "/admin/categories?done=slider&name=Room+Spray&isInSlider=true",
    });
    expect(await slider()).toContain("Room Spray");
    await changeCategory({ intent: "slider", category: "Room Spray", isInSlider: "false" });
    expect(await slider()).not.toContain("Room Spray");
    expect(
      await changeCategory({ intent: "slider", category: "Nowhere", isInSlider: "true" }),
    ).toMatchObject({ status: 404, error: categoryTexts.unknown });
    expect(
      await changeCategory({ intent: "slider", category: "Room Spray", isInSlider: "maybe" }),
    ).toMatchObject({ status: 400, error: categoryTexts.refused });
  });

  test("the same name added twice at once adds one category and refuses the other", async () => {
    const answers = await Promise.all(
      [1, 2].map(() => changeCategory({ intent: "add", name: "Gift Sets" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
  });

  test("every process's kept cards and redirects are dropped when a category changes", async () => {
    const reads = createCatalogueReads(database.db, database.listen);
    expect((await reads.categoryCards("slider")).map((card) => card.name)).toContain("Frequence");
    expect(await reads.redirectedCategory("Frequency")).toBeUndefined();
    await changeCatalogue(database, () =>
      changeCategory({ intent: "rename", category: "Frequence", name: "Frequency" }),
    );
    expect((await reads.categoryCards("slider")).map((card) => card.name)).toContain("Frequency");
    expect(await reads.redirectedCategory("Frequence")).toBe("Frequency");
    await changeCatalogue(database, () =>
      changeCategory({ intent: "hide", category: "Frequency", isHidden: "true" }),
    );
    expect((await reads.categoryCards("slider")).map((card) => card.name)).not.toContain(
      "Frequency",
    );
  });
});
