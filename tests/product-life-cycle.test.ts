import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as editAction, loader as editLoader } from "#app/routes/admin/products/edit.tsx";
import { productLifeCycleTexts } from "#contracts/product-life-cycle.ts";
import { sizeListTexts } from "#contracts/product-form-texts.ts";
import { parseProductListQuery } from "#contracts/product-list-query.ts";
import { listBrandSummaries } from "#server/catalog/brand-queries.ts";
import { listFacetedProducts } from "#server/catalog/facets/faceted-products.ts";
import { getProduct, listProductsForSitemap } from "#server/catalog/product-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { product, productSize } from "#server/db/schema.ts";
import { suggestSearch } from "#server/search/product-search-queries.ts";
import { addToCart } from "#server/cart/cart-store.ts";
import { readCart } from "#server/cart/cart-queries.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { parseCheckout } from "#contracts/checkout.ts";
import { insertProducts, sizeIdOf } from "./support/factories";
import { makeOrder, placeOrderOptions } from "./support/order-factories";
import { insertBrands } from "./support/perfume-factories";
import { formAnswerOf, routeArgs } from "./support/route-call";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let brandId = "";

beforeAll(async () => {
  database = await openTestDatabase();
  [brandId = ""] = await insertBrands(database.db, ["Maison Zuri"]);
});
afterAll(async () => {
  await database.close();
});

/** An order of one unit of `sizeId`, as the shop keeps it (the line names product and size). */
async function orderOne(productId: string, sizeId: string) {
  const row = makeOrder({ subtotal: 2500 });
  await database.db.insert(order).values(row);
  await database.db.insert(orderItem).values({
    orderId: row.id!,
    productId,
    sizeId,
    sizeLabel: "50ml",
    name: "Zuri",
    price: 2500,
    quantity: 1,
  });
  return row.id!;
}

type SizeFields = { id?: string; label: string; price: string; sku?: string };

/**
 * Posts Edit product's form for `id` as the page does: its text, its photo (the factories'), then
 * each size in order.
 */
async function editSizes(id: string, sizes: SizeFields[]) {
  const form = new FormData();
  form.set("name", "Zuri Oud");
  form.set("description", "Oud and rose.");
  form.set("category", "Loris Perfumes");
  form.set("photos[0].url", `/media/products/${id}-800.webp`);
  form.set("photos[0].alt", "");
  sizes.forEach((size, position) => {
    for (const [field, value] of Object.entries({ id: "", sku: "", ...size })) {
      form.set(`sizes[${position}].${field}`, value);
    }
  });
  const request = new Request(`https://loris.example/admin/products/${id}/edit`, {
    method: "POST",
    body: form,
  });
  return formAnswerOf(await editAction(routeArgs(database, request, { params: { id } })));
}

/** Posts a life-cycle button of Edit product. */
async function postIntent(id: string, intent: string) {
  const request = new Request(`https://loris.example/admin/products/${id}/edit`, {
    method: "POST",
    body: new URLSearchParams({ intent }),
  });
  return formAnswerOf(await editAction(routeArgs(database, request, { params: { id } })));
}

const sizesOf = (productId: string) =>
  database.db
    .select({
      label: productSize.label,
      position: productSize.position,
      archivedAt: productSize.archivedAt,
    })
    .from(productSize)
    .where(eq(productSize.productId, productId))
    .orderBy(sql`${productSize.archivedAt} is not null`, asc(productSize.position));

describe(`a product's life cycle on ${testDatabaseKind} (decision 061)`, () => {
  test("staff give a product five sizes, reorder them, and the shop lists them in that order", async () => {
    await insertProducts(database.db, [{ id: "zuri", sizes: ["30ml", "50ml"] }]);
    const answer = await editSizes("zuri", [
      { id: sizeIdOf("zuri", 1), label: "50ml", price: "4,200" },
      { label: "10ml", price: "900" },
      { id: sizeIdOf("zuri", 0), label: "30ml", price: "2900", sku: "ZURI-30" },
      { label: "100ml", price: "7500" },
      { label: "Gift set", price: "9900" },
    ]);
    expect(answer.status).toBe(303);
    const shown = await getProduct(database.db, "zuri");
    expect(shown?.sizes.map((size) => size.label)).toEqual([
      "50ml",
      "10ml",
      "30ml",
      "100ml",
      "Gift set",
    ]);
    expect(shown?.price).toBe(900);
  });

  test("a size never sold is deleted; a sold one is archived and its order still reads it", async () => {
    const orderId = await orderOne("zuri", sizeIdOf("zuri", 1));
    const { sizes } = await editLoader(
      routeArgs(database, new Request("https://loris.example/admin/products/zuri/edit"), {
        params: { id: "zuri" },
      }),
    );
    const kept = sizes.filter((size) => size.label === "100ml" || size.label === "Gift set");
    expect(sizes.find((size) => size.label === "50ml")?.isSold).toBe(true);
    const answer = await editSizes(
      "zuri",
      kept.map((size) => ({ id: size.id, label: size.label, price: String(size.price) })),
    );
    expect(answer.status).toBe(303);
    expect(await sizesOf("zuri")).toEqual([
      { label: "100ml", position: 0, archivedAt: null },
      { label: "Gift set", position: 1, archivedAt: null },
      { label: "50ml", position: 0, archivedAt: expect.any(Date) },
    ]);
    expect((await getProduct(database.db, "zuri"))?.price).toBe(7500);
    const [line] = await database.db
      .select({ sizeId: orderItem.sizeId })
      .from(orderItem)
      .where(eq(orderItem.orderId, orderId));
    expect(line?.sizeId).toBe(sizeIdOf("zuri", 1));
  });

  test("sizes that do not go together are refused with a message on the field", async () => {
    const refused = await editSizes("zuri", [
      { label: "5ml", price: "500" },
      { label: "5ML", price: "600" },
    ]);
    expect(refused).toMatchObject({ status: 400 });
    const none = await editSizes("zuri", []);
    expect(none.status).toBe(303); // no sizes posted: they stay as they are
    await insertProducts(database.db, [
      { id: "kilele", sizes: [{ label: "50ml", sku: "KIL-50" }] },
    ]);
    const taken = await editSizes("zuri", [{ label: "5ml", price: "500", sku: "KIL-50" }]);
    expect(taken).toMatchObject({
      status: 400,
      error: "SKU KIL-50 is already used by another product",
      refusedFields: { "sizes[0].sku": "SKU KIL-50 is already used by another product" },
    });
    const stale = await editSizes("zuri", [{ id: "gone", label: "5ml", price: "500" }]);
    expect(stale).toMatchObject({ status: 409, error: sizeListTexts.changedElsewhere });
    const tooMany = Array.from({ length: 21 }, (_, n) => ({ label: `${n + 1}ml`, price: "100" }));
    expect(await editSizes("zuri", tooMany)).toMatchObject({ status: 400 });
    expect((await sizesOf("zuri")).filter((size) => !size.archivedAt)).toHaveLength(2);
  });

  test("an archived product leaves listings, facets, search, suggestions, brands and the sitemap", async () => {
    await insertProducts(database.db, [
      { id: "savanna", name: "Savanna Smoke", brandId, gender: "men" },
      { id: "savannb", name: "Savanna Bloom", brandId, gender: "men" },
    ]);
    await orderOne("savanna", sizeIdOf("savanna"));
    expect(await postIntent("savanna", "delete")).toMatchObject({
      status: 409,
      lifeCycleError: productLifeCycleTexts.deleteSold,
    });
    expect(await postIntent("savanna", "archive")).toMatchObject({ status: 303 });
    const listing = await listFacetedProducts(
      database.db,
      parseProductListQuery(new URLSearchParams("search=savanna")),
      new URLSearchParams("search=savanna"),
    );
    expect(listing.listing.products.map((card) => card.id)).toEqual(["savannb"]);
    const brandGroup = listing.panel.groups.find((group) => group.facet === "brand");
    expect(brandGroup?.values.find((value) => value.label === "Maison Zuri")?.count).toBe(1);
    const suggestions = await suggestSearch(database.db, "savanna smoke");
    expect(suggestions.products.map((found) => found.id)).not.toContain("savanna");
    expect(await getProduct(database.db, "savanna")).toBeUndefined();
    const sitemap = (await listProductsForSitemap(database.db)).map((row) => row.id);
    expect(sitemap).toContain("savannb");
    expect(sitemap).not.toContain("savanna");
    const brands = await listBrandSummaries(database.db);
    expect(brands.find((row) => row.name === "Maison Zuri")?.productCount).toBe(1);

    expect(await postIntent("savanna", "restore")).toMatchObject({ status: 303 });
    expect(await getProduct(database.db, "savanna")).toBeDefined();
  });

  test("a product never sold is deleted; an unknown one is not found", async () => {
    expect(await postIntent("savannb", "delete")).toMatchObject({
      status: 303,
      location: "/admin/products/all",
    });
    expect(await database.db.select().from(product).where(eq(product.id, "savannb"))).toEqual([]);
    expect(await postIntent("savannb", "archive")).toMatchObject({ status: 404 });
  });

  test("a cart line of an archived product reads out of stock and cannot be ordered", async () => {
    await insertProducts(database.db, [{ id: "tana", name: "Tana Mist" }]);
    const owner = { guestCartId: undefined };
    const { cartId } = await addToCart(database.db, owner, { productId: "tana" }, 1);
    const guest = { guestCartId: cartId };
    await postIntent("tana", "archive");
    expect((await readCart(database.db, guest)).lines).toMatchObject([
      { id: "tana", inStock: false },
    ]);
    await expect(addToCart(database.db, guest, { productId: "tana" }, 1)).rejects.toMatchObject({
      status: 404,
    });
    const parsed = parseCheckout({
      idempotencyKey: `key_archived_${Date.now()}`,
      orderMethod: "whatsapp",
      items: [{ id: "tana", sizeId: sizeIdOf("tana"), quantity: 1 }],
      fullName: "Wanjiru Kamau",
      email: "wanjiru@example.co.ke",
      phone: "0712345678",
      deliveryArea: "nairobi",
      address: "Ngong Road 12",
    });
    if ("error" in parsed) throw new Error(parsed.error);
    await expect(placeOrder(database.db, parsed.input, placeOrderOptions)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("these products are no longer available"),
    });
  });
});
