import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { action as updateAction } from "#app/routes/admin/products/update.tsx";
import { action as productAction } from "#app/routes/product.tsx";
import { backInStockTexts, type BackInStockResult } from "#contracts/back-in-stock.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { backInStockRequest } from "#server/db/marketing-schema.ts";
import { smsOutbox } from "#server/db/sms-schema.ts";
import { queueDueBackInStock } from "#server/marketing/back-in-stock/back-in-stock-queue.ts";
import { testMarketingLinks } from "./marketing-links";
import { insertDefaultCategories, insertProducts, sizeIdOf } from "./factories";
import { adminRouteContext, routeContext } from "./route-context";
import { routeArgs } from "./route-call";
import { openTestDatabase } from "./test-database";

/**
 * The back-in-stock tests' shop (decision 066): a test database of the calling file's own, opened
 * before its tests with the default categories and closed after them, and the calls a shopper's
 * and staff's pages make, as the routes receive them.
 */
export function backInStockShop() {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await insertDefaultCategories(handle.db);
  });
  afterAll(() => handle?.close());
  const shop = {
    get database(): DatabaseHandle {
      if (!handle) throw new Error("the test database opens before the tests");
      return handle;
    },
  };
  const links = testMarketingLinks;

  let phones = 0;
  /** A Kenyan phone no other test of the file uses, as a shopper types it. */
  const newPhone = () =>
    `0712 ${String(100_000 + ++phones).slice(0, 3)} ${String(phones).padStart(3, "0")}`;
  const e164 = (typed: string) => `+254${typed.replace(/\s/g, "").slice(1)}`;

  /**
   * POST /product/{productId} as the live product page's back-in-stock form sends it (its other
   * fields), or `request` as a browser sent it.
   */
  async function ask({ productId = "", ...fields }: Record<string, string>, request?: Request) {
    const path = `/product/${encodeURIComponent(productId)}`;
    const posted =
      request ??
      new Request(`https://loris.example${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
      });
    const answer = await productAction({
      request: posted,
      url: new URL(posted.url),
      context: routeContext(shop.database),
      params: { id: productId },
      pattern: "/product/:id?",
    });
    if (answer instanceof Response) return { status: answer.status, answer };
    return { status: answer.init?.status ?? 200, result: answer.data as BackInStockResult };
  }

  /** A product whose one size is sold out (tracked at 0), and a shopper asking for it. */
  async function soldOutProductAsked(contact: string, name = "Oud Royale") {
    const [product] = await insertProducts(shop.database.db, [{ name, stockLevel: 0 }]);
    const productId = product!.id!;
    const sizeId = sizeIdOf(productId);
    expect(await ask({ productId, sizeId, contact })).toEqual({
      status: 200,
      result: { ok: true, message: backInStockTexts.noted },
    });
    return { productId, sizeId };
  }

  const requestsOf = (sizeId: string) =>
    shop.database.db
      .select({ contact: backInStockRequest.contact, status: backInStockRequest.status })
      .from(backInStockRequest)
      .where(eq(backInStockRequest.sizeId, sizeId))
      .orderBy(asc(backInStockRequest.id));

  const smsTo = (recipient: string) =>
    shop.database.db
      .select({ kind: smsOutbox.kind, message: smsOutbox.message, status: smsOutbox.status })
      .from(smsOutbox)
      .where(eq(smsOutbox.recipient, recipient));

  const mailTo = (recipient: string) =>
    shop.database.db
      .select({ template: mailOutbox.template, payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.template, "marketing")));

  /** Queues every due request's message, as the job's runs do. */
  async function queueAllDue() {
    while ((await queueDueBackInStock(shop.database.db, links, 2)) === 2);
  }

  /** POST /admin/products/update as Update Products sends it. */
  async function postUpdate(fields: Record<string, string>) {
    const request = new Request("https://loris.example/admin/products/update", {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    return updateAction({
      ...routeArgs(shop.database, request),
      context: adminRouteContext(shop.database),
    });
  }

  /** A size's inline edit on Update Products, to `stockLevel` units. */
  const setStockLevel = (productId: string, sizeId: string, stockLevel: number) =>
    postUpdate({
      intent: "edit",
      productId,
      sizeId,
      price: "2500",
      compareAtPrice: "",
      stockLevel: String(stockLevel),
    });
  return Object.assign(shop, {
    links,
    newPhone,
    e164,
    ask,
    soldOutProductAsked,
    requestsOf,
    smsTo,
    mailTo,
    queueAllDue,
    postUpdate,
    setStockLevel,
  });
}
