import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as statusAction } from "#app/routes/admin/orders/status.ts";
import { action as updateAction } from "#app/routes/admin/products/update.tsx";
import { action as editAction } from "#app/routes/admin/products/edit.tsx";
import { action as productAction } from "#app/routes/product.tsx";
import { loader as unsubscribeLoader } from "#app/routes/unsubscribe.tsx";
import {
  backInStockFloodText,
  backInStockTexts,
  type BackInStockResult,
} from "#contracts/back-in-stock.ts";
import { normalizeKenyanPhone } from "#contracts/kenyan-phone.ts";
import { user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { listAdminProducts } from "#server/catalog/admin/admin-product-queries.ts";
import { listLowStockSizes } from "#server/catalog/low-stock.ts";
import { parseAdminProductQuery } from "#contracts/admin-product-query.ts";
import { backInStockRequest } from "#server/db/marketing-schema.ts";
import { productSize } from "#server/db/schema.ts";
import { smsOutbox } from "#server/db/sms-schema.ts";
import { startBackInStockJob } from "#server/marketing/back-in-stock-job.ts";
import { queueDueBackInStock } from "#server/marketing/back-in-stock-queue.ts";
import { unsubscribeUrl } from "#server/marketing/unsubscribe-link.ts";
import { optOutOfSms } from "#server/sms/sms-opt-out.ts";
import { makeBrowser } from "./support/accounts";
import { signedInUser } from "./support/signed-in";
import { csvOf, importCsv, newRow, outcomeOf } from "./support/catalogue-import";
import { insertDefaultCategories, insertProducts, sizeIdOf } from "./support/factories";
import { recordingLog } from "./support/recording-log";
import { adminRouteContext, routeContext, testServices } from "./support/route-context";
import { formAnswerOf, routeArgs } from "./support/route-call";
import { placeOrderFrom } from "./support/shopper";
import { testMarketingLinks } from "./support/marketing-links";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
const links = testMarketingLinks;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
});
afterAll(() => database.close());

let phones = 0;
/** A Kenyan phone no other test of this file uses, as a shopper types it. */
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
    context: routeContext(database),
    params: { id: productId },
    pattern: "/product/:id?",
  });
  if (answer instanceof Response) return { status: answer.status, answer };
  return { status: answer.init?.status ?? 200, result: answer.data as BackInStockResult };
}

/** A product whose one size is sold out (tracked at 0), and a shopper asking for it. */
async function soldOutProductAsked(contact: string, name = "Oud Royale") {
  const [product] = await insertProducts(database.db, [{ name, stockLevel: 0 }]);
  const productId = product!.id!;
  const sizeId = sizeIdOf(productId);
  expect(await ask({ productId, sizeId, contact })).toEqual({
    status: 200,
    result: { ok: true, message: backInStockTexts.noted },
  });
  return { productId, sizeId };
}

const requestsOf = (sizeId: string) =>
  database.db
    .select({ contact: backInStockRequest.contact, status: backInStockRequest.status })
    .from(backInStockRequest)
    .where(eq(backInStockRequest.sizeId, sizeId))
    .orderBy(asc(backInStockRequest.id));

const smsTo = (recipient: string) =>
  database.db
    .select({ kind: smsOutbox.kind, message: smsOutbox.message, status: smsOutbox.status })
    .from(smsOutbox)
    .where(eq(smsOutbox.recipient, recipient));

const mailTo = (recipient: string) =>
  database.db
    .select({ template: mailOutbox.template, payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.template, "marketing")));

/** Queues every due request's message, as the job's runs do. */
async function queueAllDue() {
  while ((await queueDueBackInStock(database.db, links, 2)) === 2);
}

/** POST /admin/products/update as Update Products sends it. */
async function postUpdate(fields: Record<string, string>) {
  const request = new Request("https://loris.example/admin/products/update", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return updateAction({
    ...routeArgs(database, request),
    context: adminRouteContext(database),
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
    const [product] = await insertProducts(database.db, [{ stockLevel: 0 }]);
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
    const services = testServices(database, { AUTH_RATE_LIMIT: "100" });
    const { browser, userId } = await signedInUser(services);
    const [account] = await database.db
      .select({ phone: user.phone })
      .from(user)
      .where(eq(user.id, userId));
    const [product] = await insertProducts(database.db, [{ stockLevel: 0 }]);
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
    const [product] = await insertProducts(database.db, [
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
    const stored = await database.db
      .select()
      .from(backInStockRequest)
      .where(inArray(backInStockRequest.sizeId, [sizeIdOf(productId), sizeIdOf(productId, 1)]));
    expect(stored).toEqual([]);
  });

  test("a flood for one phone is refused past 5 an hour, with the wait; nothing more is stored", async () => {
    const phone = newPhone();
    const products = await insertProducts(
      database.db,
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
    await ask({ productId, sizeId, contact: `waits.${phones}@example.co.ke` });
    const page = await listAdminProducts(
      database.db,
      parseAdminProductQuery(new URLSearchParams({ search: productId })),
    );
    expect(page.products.map(({ sizes }) => sizes)).toMatchObject([[{ id: sizeId, waiting: 2 }]]);
    const { sizes } = await listLowStockSizes(database.db, { limit: 500, threshold: 0 });
    expect(sizes.find((size) => size.sizeId === sizeId)).toMatchObject({ waiting: 2 });
  });
});

describe(`every restock path marks the waiting requests due once on ${testDatabaseKind}`, () => {
  const dueOf = async (sizeId: string) => (await requestsOf(sizeId)).map(({ status }) => status);

  test("Update Products: a stock level above 0", async () => {
    const { productId, sizeId } = await soldOutProductAsked(newPhone());
    await setStockLevel(productId, sizeId, 4);
    expect(await dueOf(sizeId)).toEqual(["due"]);
    // More stock on a size in stock already marks nothing again.
    await queueAllDue();
    await setStockLevel(productId, sizeId, 9);
    expect(await dueOf(sizeId)).toEqual(["sent"]);
  });

  test("Update Products: Mark In", async () => {
    const { productId, sizeId } = await soldOutProductAsked(newPhone());
    await postUpdate({ intent: "stock", productId, sizeId, inStock: "true" });
    expect(await dueOf(sizeId)).toEqual(["due"]);
  });

  test("Edit product: the size's stock level", async () => {
    const { productId, sizeId } = await soldOutProductAsked(newPhone());
    const form = new FormData();
    form.set("name", "Oud Royale");
    form.set("description", "Oud and rose.");
    form.set("category", "Loris Perfumes");
    form.set("photos[0].url", `/media/products/${productId}-800.webp`);
    form.set("photos[0].alt", "");
    for (const [field, value] of Object.entries({
      id: sizeId,
      label: "50ml",
      price: "2500",
      compareAtPrice: "",
      sku: "",
      stockLevel: "3",
    })) {
      form.set(`sizes[0].${field}`, value);
    }
    const request = new Request(`https://loris.example/admin/products/${productId}/edit`, {
      method: "POST",
      body: form,
    });
    const answer = formAnswerOf(
      await editAction({
        ...routeArgs(database, request, { params: { id: productId } }),
        context: adminRouteContext(database),
      }),
    );
    expect(answer.error).toBeUndefined();
    expect(await dueOf(sizeId)).toEqual(["due"]);
  });

  test("a cancelled order giving its units back", async () => {
    const [product] = await insertProducts(database.db, [{ stockLevel: 2 }]);
    const productId = product!.id!;
    const sizeId = sizeIdOf(productId);
    const orderId = await placeOrderFrom(database, makeBrowser(), [{ id: productId, quantity: 2 }]);
    const phone = newPhone();
    await ask({ productId, sizeId, contact: phone });
    expect(await dueOf(sizeId)).toEqual(["waiting"]);
    const request = new Request("https://loris.example/admin/orders/status", {
      method: "POST",
      body: new URLSearchParams({ orderId, status: "cancelled" }),
    });
    await statusAction({ ...routeArgs(database, request), context: adminRouteContext(database) });
    expect(await dueOf(sizeId)).toEqual(["due"]);
  });

  test("the catalogue CSV import", async () => {
    const handle = `bis-${phones}`;
    const sku = `BIS-${phones}`;
    outcomeOf((await importCsv(database, csvOf([newRow(handle, sku, { Stock: 0 })]))).confirmed);
    const [size] = await database.db
      .select({ id: productSize.id, productId: productSize.productId })
      .from(productSize)
      .where(eq(productSize.sku, sku));
    const sizeId = size!.id;
    expect((await ask({ productId: size!.productId, sizeId, contact: newPhone() })).status).toBe(
      200,
    );
    // The export's handle is the product's id: the import changes that product's size.
    const again = newRow(size!.productId, sku, { Stock: 6 });
    outcomeOf((await importCsv(database, csvOf([again]))).confirmed);
    expect(await dueOf(sizeId)).toEqual(["due"]);
  });
});

describe(`the back-in-stock job on ${testDatabaseKind}`, () => {
  test("sends one message per subscriber, with the product's link, and never twice", async () => {
    const phone = newPhone();
    const email = `amani.${phones}@example.co.ke`;
    const { productId, sizeId } = await soldOutProductAsked(phone, "Rose de Karen");
    await ask({ productId, sizeId, contact: email });
    await postUpdate({ intent: "stock", productId, sizeId, inStock: "true" });
    await queueAllDue();
    await queueAllDue();
    const link = `https://loris.example/product/${productId}`;
    expect(await smsTo(e164(phone))).toEqual([
      {
        kind: "back_in_stock",
        status: "queued",
        message: `Loris: Rose de Karen 50ml is back in stock. ${link} Reply STOP to opt out`,
      },
    ]);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({
      subject: "Rose de Karen 50ml is back in stock",
      button_url: link,
      unsubscribe_url: unsubscribeUrl(links.publicUrl, email, links.secret),
    });
    expect(await requestsOf(sizeId)).toEqual([
      { contact: e164(phone), status: "sent" },
      { contact: email, status: "sent" },
    ]);
    // Sold out and back again: the requests were answered, nothing more goes.
    await postUpdate({ intent: "stock", productId, sizeId, inStock: "false" });
    await postUpdate({ intent: "stock", productId, sizeId, inStock: "true" });
    await queueAllDue();
    expect(await smsTo(e164(phone))).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);
  });

  test("honours STOP and the e-mail's unsubscribe link", async () => {
    const phone = newPhone();
    const email = `baraka.${phones}@example.co.ke`;
    const { productId, sizeId } = await soldOutProductAsked(phone);
    await ask({ productId, sizeId, contact: email });
    await optOutOfSms(database.db, e164(phone), "reply");
    const url = new URL(unsubscribeUrl(links.publicUrl, email, links.secret));
    const page = await unsubscribeLoader({
      ...routeArgs(database, new Request(url)),
      context: routeContext(database),
    });
    expect(page).toEqual({ email });
    await postUpdate({ intent: "stock", productId, sizeId, inStock: "true" });
    await queueAllDue();
    expect(await smsTo(e164(phone))).toEqual([]);
    expect(await mailTo(email)).toEqual([]);
    expect(await requestsOf(sizeId)).toEqual([
      { contact: e164(phone), status: "opted_out" },
      { contact: email, status: "opted_out" },
    ]);
  });

  test("an unsubscribe link with a wrong signature is a 404 and stops nothing", async () => {
    const url = new URL(unsubscribeUrl(links.publicUrl, "someone@example.co.ke", "another-secret"));
    await expect(
      unsubscribeLoader({
        ...routeArgs(database, new Request(url)),
        context: routeContext(database),
      }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  test("runs soon after a restock is heard, and kicks the SMS worker", async () => {
    const phone = newPhone();
    const { productId, sizeId } = await soldOutProductAsked(phone);
    let kicks = 0;
    const job = startBackInStockJob({
      db: database.db,
      log: recordingLog().log,
      links,
      listen: database.listen,
      kickSms: () => kicks++,
      kickMail: () => undefined,
      intervalMs: 600_000,
    });
    try {
      await postUpdate({ intent: "stock", productId, sizeId, inStock: "true" });
      await expect
        .poll(() => smsTo(e164(phone)), { timeout: 10_000, interval: 20 })
        .toHaveLength(1);
      expect(kicks).toBeGreaterThan(0);
    } finally {
      await job.stop();
    }
  });
});
