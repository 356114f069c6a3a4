import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as updateAction } from "#app/routes/admin/products/update.tsx";
import { productAdminTexts, productFormTexts } from "#contracts/product-form-texts.ts";
import { getProduct } from "#server/catalog/product-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { insertProducts, sizeIdOf } from "./support/factories";
import { adminRouteContext } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    { id: "rose", name: "Rose de Karen", category: "Loris Perfumes", price: 4500 },
    { id: "oud", name: "Oud Royale", category: "Niche Perfumes", price: 28000, inStock: false },
    { id: "cedar", name: "Cedar Night", category: "Cologne", price: 3200, stockLevel: 4 },
  ]);
});
afterAll(() => database.close());

/** Posts a change to the Update Products action as the page does (a form). */
async function updateProduct(fields: Record<string, string>) {
  const request = new Request("https://loris.example/admin/products/update", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = await updateAction({
    request,
    url: new URL(request.url),
    context: adminRouteContext(database),
    params: {},
    pattern: "/admin/products/update",
  });
  return "init" in result ? { status: result.init?.status, ...result.data } : result;
}

/** A size's inline edit as the page sends it. */
const sizeEdit = (productId: string, fields: Record<string, string>) =>
  updateProduct({
    intent: "edit",
    productId,
    sizeId: sizeIdOf(productId),
    compareAtPrice: "",
    ...fields,
  });

describe(`Update Products on ${testDatabaseKind} (SPEC §2, §7)`, () => {
  test("an inline edit sets a size's price, sale and stock level the shop shows", async () => {
    const answer = await sizeEdit("rose", {
      price: "4,800",
      compareAtPrice: "6,000",
      stockLevel: "12",
    });
    expect(answer).toMatchObject({
      product: {
        id: "rose",
        price: 4800,
        sizes: [{ price: 4800, compareAtPrice: 6000, stockLevel: 12 }],
      },
    });
    expect(await getProduct(database.db, "rose")).toMatchObject({
      price: 4800,
      inStock: true,
      sizes: [{ price: 4800, compareAtPrice: 6000 }],
    });
    // A blank compare-at price ends the sale.
    await sizeEdit("rose", { price: "4800", stockLevel: "12" });
    expect(await getProduct(database.db, "rose")).toMatchObject({
      sizes: [{ compareAtPrice: null }],
    });
  });

  test("a stock level of 0 takes a size out of stock; a blank one stops tracking", async () => {
    await sizeEdit("cedar", { price: "3200", stockLevel: "0" });
    expect(await getProduct(database.db, "cedar")).toMatchObject({ inStock: false });
    const answer = await sizeEdit("cedar", { price: "3200", stockLevel: "" });
    expect(answer).toMatchObject({
      product: { inStock: false, sizes: [{ stockLevel: null, inStock: false }] },
    });
  });

  test("Mark Out of one size leaves the others on sale; of the product, every size", async () => {
    await insertProducts(database.db, [
      { id: "vetiver", name: "Vetiver Rain", sizes: ["30ml", { label: "100ml", price: 6900 }] },
    ]);
    const large = sizeIdOf("vetiver", 1);
    await updateProduct({ intent: "stock", productId: "vetiver", sizeId: large, inStock: "false" });
    expect(await getProduct(database.db, "vetiver")).toMatchObject({
      inStock: true,
      sizes: [{ inStock: true }, { inStock: false }],
    });
    await updateProduct({ intent: "stock", productId: "vetiver", inStock: "false" });
    expect(await getProduct(database.db, "vetiver")).toMatchObject({
      inStock: false,
      sizes: [{ inStock: false }, { inStock: false }],
    });
    // A size of another product is not this one's.
    const other = await updateProduct({
      intent: "stock",
      productId: "rose",
      sizeId: large,
      inStock: "false",
    });
    expect(other).toEqual({ status: 404, error: "Product not found" });
  });

  test("Mark In and Mark Out", async () => {
    expect(
      await updateProduct({ intent: "stock", productId: "oud", inStock: "true" }),
    ).toMatchObject({ product: { inStock: true } });
    expect(await getProduct(database.db, "oud")).toMatchObject({ inStock: true });
    await updateProduct({ intent: "stock", productId: "oud", inStock: "false" });
    expect(await getProduct(database.db, "oud")).toMatchObject({ inStock: false });
  });

  test("Mark In of a product counted down to 0 stops counting it, so it can be ordered", async () => {
    await sizeEdit("cedar", { price: "3200", stockLevel: "0" });
    const answer = await updateProduct({ intent: "stock", productId: "cedar", inStock: "true" });
    expect(answer).toMatchObject({ product: { inStock: true, sizes: [{ stockLevel: null }] } });
  });

  test.each([
    [{ price: "0" }, productFormTexts.price],
    [{ stockLevel: "-3" }, productFormTexts.stockLevel],
    [{ compareAtPrice: "5000" }, productFormTexts.compareAtPrice],
  ])("%j is refused with %s and nothing changes", async (change, message) => {
    const before = await getProduct(database.db, "rose");
    const answer = await sizeEdit("rose", { price: "5000", stockLevel: "3", ...change });
    expect(answer).toEqual({ status: 400, error: message });
    expect(await getProduct(database.db, "rose")).toEqual(before);
  });

  test("an unknown product is a 404", async () => {
    const answer = await updateProduct({ intent: "stock", productId: "nope", inStock: "false" });
    expect(answer).toEqual({ status: 404, error: "Product not found" });
  });

  test("the alert texts are SPEC §8's", () => {
    expect(productAdminTexts).toMatchObject({
      updateFailed: "Failed to update product. Please try again.",
      stockStatusFailed: "Failed to update stock status. Please try again.",
      loadFailed: "Failed to load products. Please try again.",
    });
  });
});
