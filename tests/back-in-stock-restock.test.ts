import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { action as statusAction } from "#app/routes/admin/orders/status.ts";
import { action as editAction } from "#app/routes/admin/products/edit.tsx";
import { loader as unsubscribeLoader } from "#app/routes/unsubscribe.tsx";
import { productSize } from "#server/db/schema.ts";
import { startBackInStockJob } from "#server/marketing/back-in-stock/back-in-stock-job.ts";
import { unsubscribeUrl } from "#server/marketing/unsubscribe-link.ts";
import { optOutOfSms } from "#server/sms/sms-opt-out.ts";
import { makeBrowser } from "./support/accounts";
import { csvOf, importCsv, newRow, outcomeOf } from "./support/catalogue-import";
import { insertProducts, sizeIdOf } from "./support/factories";
import { recordingLog } from "./support/recording-log";
import { adminRouteContext, routeContext } from "./support/route-context";
import { formAnswerOf, routeArgs } from "./support/route-call";
import { placeOrderFrom } from "./support/shopper";
import { testDatabaseKind } from "./support/test-database";
import { backInStockShop } from "./support/back-in-stock";

let tags = 0;
/** A number no other test of this file uses, for handles, SKUs and e-mail addresses. */
const nextTag = () => ++tags;
const shop = backInStockShop();
const {
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
} = shop;

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
        ...routeArgs(shop.database, request, { params: { id: productId } }),
        context: adminRouteContext(shop.database),
      }),
    );
    expect(answer.error).toBeUndefined();
    expect(await dueOf(sizeId)).toEqual(["due"]);
  });

  test("a cancelled order giving its units back", async () => {
    const [product] = await insertProducts(shop.database.db, [{ stockLevel: 2 }]);
    const productId = product!.id!;
    const sizeId = sizeIdOf(productId);
    const orderId = await placeOrderFrom(shop.database, makeBrowser(), [
      { id: productId, quantity: 2 },
    ]);
    const phone = newPhone();
    await ask({ productId, sizeId, contact: phone });
    expect(await dueOf(sizeId)).toEqual(["waiting"]);
    const request = new Request("https://loris.example/admin/orders/status", {
      method: "POST",
      body: new URLSearchParams({ orderId, status: "cancelled" }),
    });
    await statusAction({
      ...routeArgs(shop.database, request),
      context: adminRouteContext(shop.database),
    });
    expect(await dueOf(sizeId)).toEqual(["due"]);
  });

  test("the catalogue CSV import", async () => {
    const tag = nextTag();
    const handle = `bis-${tag}`;
    const sku = `BIS-${tag}`;
    outcomeOf(
      (await importCsv(shop.database, csvOf([newRow(handle, sku, { Stock: 0 })]))).confirmed,
    );
    const [size] = await shop.database.db
      .select({ id: productSize.id, productId: productSize.productId })
      .from(productSize)
      .where(eq(productSize.sku, sku));
    const sizeId = size!.id;
    expect((await ask({ productId: size!.productId, sizeId, contact: newPhone() })).status).toBe(
      200,
    );
    // The export's handle is the product's id: the import changes that product's size.
    const again = newRow(size!.productId, sku, { Stock: 6 });
    outcomeOf((await importCsv(shop.database, csvOf([again]))).confirmed);
    expect(await dueOf(sizeId)).toEqual(["due"]);
  });
});

describe(`the back-in-stock job on ${testDatabaseKind}`, () => {
  test("sends one message per subscriber, with the product's link, and never twice", async () => {
    const phone = newPhone();
    const email = `amani.${nextTag()}@example.co.ke`;
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
    const email = `baraka.${nextTag()}@example.co.ke`;
    const { productId, sizeId } = await soldOutProductAsked(phone);
    await ask({ productId, sizeId, contact: email });
    await optOutOfSms(shop.database.db, e164(phone), "reply");
    const url = new URL(unsubscribeUrl(links.publicUrl, email, links.secret));
    const page = await unsubscribeLoader({
      ...routeArgs(shop.database, new Request(url)),
      context: routeContext(shop.database),
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
        ...routeArgs(shop.database, new Request(url)),
        context: routeContext(shop.database),
      }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  test("runs soon after a restock is heard, and kicks the SMS worker", async () => {
    const phone = newPhone();
    const { productId, sizeId } = await soldOutProductAsked(phone);
    let kicks = 0;
    const job = startBackInStockJob({
      db: shop.database.db,
      log: recordingLog().log,
      links,
      listen: shop.database.listen,
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
