import { eq, inArray } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { backInStockFloodText, backInStockTexts } from "#contracts/back-in-stock.ts";
import { normalizeKenyanPhone } from "#contracts/kenyan-phone.ts";
import { user } from "#server/db/auth-schema.ts";
import { listAdminProducts } from "#server/catalog/admin/admin-product-queries.ts";
import { listLowStockSizes } from "#server/catalog/low-stock.ts";
import { parseAdminProductQuery } from "#contracts/admin-product-query.ts";
import { backInStockRequest } from "#server/db/marketing-schema.ts";
import { signedInUser } from "./support/signed-in";
import { insertProducts, sizeIdOf } from "./support/factories";
import { testServices } from "./support/route-context";
import { testDatabaseKind } from "./support/test-database";
import { backInStockShop } from "./support/back-in-stock";

const shop = backInStockShop();
const { newPhone, e164, ask, soldOutProductAsked, requestsOf } = shop;

describe(`a back-in-stock request on ${testDatabaseKind} (decision 066)`, () => {
  test("is noted once per size and contact; a second ask says it is already noted", async () => {
    const phone = newPhone();
    const { productId, sizeId } = await soldOutProductAsked(phone);
    expect(await ask({ productId, sizeId, contact: e164(phone) })).toEqual({
      status: 200,
      result: { ok: true, message: backInStockTexts.alreadyNoted },
    });
    expect(await requestsOf(sizeId)).toEqual([{ contact: e164(phone), status: "waiting" }]);
  });

  test("an e-mail is kept lower-cased; a page without scripts goes back with a notice", async () => {
    const [product] = await insertProducts(shop.database.db, [{ stockLevel: 0 }]);
    const productId = product!.id!;
    const sizeId = sizeIdOf(productId);
    const fields = {
      productId,
      sizeId,
      contact: " Wanjiru@Example.co.KE ",
      returnTo: `/product/${productId}?category=Oud`,
    };
    const { status, answer } = await ask(fields);
    expect(status).toBe(303);
    expect(answer?.headers.get("location")).toBe(
      `/product/${productId}?category=Oud&back-in-stock=noted#back-in-stock`,
    );
    expect(await requestsOf(sizeId)).toEqual([
      { contact: "wanjiru@example.co.ke", status: "waiting" },
    ]);
  });

  test("a signed-in shopper's empty field is their account's phone", async () => {
    const services = testServices(shop.database, { AUTH_RATE_LIMIT: "100" });
    const { browser, userId } = await signedInUser(services);
    const [account] = await shop.database.db
      .select({ phone: user.phone })
      .from(user)
      .where(eq(user.id, userId));
    const [product] = await insertProducts(shop.database.db, [{ stockLevel: 0 }]);
    const productId = product!.id!;
    const sizeId = sizeIdOf(productId);
    const request = browser.request(`/product/${productId}`, {
      method: "POST",
      body: new URLSearchParams({ sizeId, contact: "" }),
    });
    expect((await ask({ productId }, request)).result).toEqual({
      ok: true,
      message: backInStockTexts.noted,
    });
    expect(await requestsOf(sizeId)).toEqual([
      { contact: normalizeKenyanPhone(account!.phone), status: "waiting" },
    ]);
  });

  test("an in-stock size, a malformed phone and an unknown size are refused; nothing is stored", async () => {
    const [product] = await insertProducts(shop.database.db, [
      { sizes: ["30ml", "50ml"], stockLevel: 0 },
    ]);
    const productId = product!.id!;
    const inStock = { productId, sizeId: sizeIdOf(productId, 1), contact: newPhone() };
    expect(await ask(inStock)).toEqual({
      status: 409,
      result: { ok: false, error: backInStockTexts.inStock },
    });
    for (const contact of ["0712 34", "0812 345 678", "amina@", "", "a\u0000@b.co"]) {
      expect(await ask({ productId, sizeId: sizeIdOf(productId), contact })).toEqual({
        status: 400,
        result: { ok: false, error: backInStockTexts.badContact, field: "contact" },
      });
    }
    for (const sizeId of ["no-such-size", "x".repeat(65), sizeIdOf("other")]) {
      expect(await ask({ productId, sizeId, contact: newPhone() })).toEqual({
        status: 404,
        result: { ok: false, error: backInStockTexts.unknownSize },
      });
    }
    const stored = await shop.database.db
      .select()
      .from(backInStockRequest)
      .where(inArray(backInStockRequest.sizeId, [sizeIdOf(productId), sizeIdOf(productId, 1)]));
    expect(stored).toEqual([]);
  });

  test("a flood for one phone is refused past 5 an hour, with the wait; nothing more is stored", async () => {
    const phone = newPhone();
    const products = await insertProducts(
      shop.database.db,
      Array.from({ length: 6 }, () => ({ stockLevel: 0 })),
    );
    const asks = [];
    for (const product of products) {
      asks.push(
        await ask({ productId: product.id!, sizeId: sizeIdOf(product.id!), contact: phone }),
      );
    }
    expect(asks.slice(0, 5).map(({ status }) => status)).toEqual([200, 200, 200, 200, 200]);
    expect(asks[5]).toEqual({
      status: 429,
      result: { ok: false, error: backInStockFloodText },
    });
    expect(backInStockFloodText).toContain("at most 5 an hour");
    expect(await requestsOf(sizeIdOf(products[5]!.id!))).toEqual([]);
  });
});

describe(`staff see the waiting demand per size on ${testDatabaseKind}`, () => {
  test("the admin product lists and the low-stock alerts say how many wait for each size", async () => {
    const { productId, sizeId } = await soldOutProductAsked(newPhone(), "Aaa Waiting Oud");
    await ask({
      productId,
      sizeId,
      contact: `waits.${newPhone().replace(/\D/g, "")}@example.co.ke`,
    });
    const page = await listAdminProducts(
      shop.database.db,
      parseAdminProductQuery(new URLSearchParams({ search: productId })),
    );
    expect(page.products.map(({ sizes }) => sizes)).toMatchObject([[{ id: sizeId, waiting: 2 }]]);
    const { sizes } = await listLowStockSizes(shop.database.db, { limit: 500, threshold: 0 });
    expect(sizes.find((size) => size.sizeId === sizeId)).toMatchObject({ waiting: 2 });
  });
});
