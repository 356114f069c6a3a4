import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader as checkoutLoader } from "#app/routes/checkout.tsx";
import { loader as productsLoader } from "#app/routes/admin/products/all.tsx";
import { action, loader } from "#app/routes/admin/settings.tsx";
import { settingKeys, settingsTexts, type SettingKey } from "#contracts/settings.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { shopSetting, shopSettingChange } from "#server/db/settings-schema.ts";
import { saveSettings } from "#server/settings/save-settings.ts";
import { insertProducts } from "./support/factories";
import { adminRouteContext, routeContext } from "./support/route-context";
import { testSettings } from "./support/settings";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 044: the shop's numbers, fees, Paybill or Till, low-stock threshold and alerts are
// edited on the admin's Settings page, over the environment's values.
const env = {
  SHIPPING_FEE_NAIROBI: "300",
  SHIPPING_FEE_ELSEWHERE: "600",
  SHOP_PHONE: "+254 711 000 111",
  WHATSAPP_NUMBER: "254711000111",
  MPESA_PAYBILL_NUMBER: "522522",
};

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const base = "https://loris.example";

/** GET /admin/settings, as staff open it in a process of its own (a context of its own). */
async function openSettings() {
  const url = new URL(`${base}/admin/settings`);
  const context = adminRouteContext(database, env);
  return loader({
    request: new Request(url),
    url,
    context,
    params: {},
    pattern: "/admin/settings",
  });
}

/** The Settings form as the page sends it: every field as shown, then `changes` typed in. */
async function formAsShown(changes: Partial<Record<SettingKey, string>>) {
  const { texts } = await openSettings();
  const body = new URLSearchParams();
  for (const key of settingKeys) {
    body.append(`was_${key}`, texts[key]);
    body.append(key, changes[key] ?? texts[key]);
  }
  return body;
}

/** POST /admin/settings with `body` as staff member Amina; the Response (303 or 400). */
async function postSettings(body: URLSearchParams): Promise<Response> {
  const request = new Request(`${base}/admin/settings`, { method: "POST", body });
  const url = new URL(request.url);
  const context = adminRouteContext(database, env);
  const answer = await action({ request, url, context, params: {}, pattern: "/admin/settings" });
  if (answer instanceof Response) return answer;
  const { init, data } = answer as unknown as { init: ResponseInit; data: unknown };
  return Response.json(data, init);
}

/**
 * The delivery fees a shopper's checkout page shows now, per choice offered (this shop has no
 * address, so no pickup).
 */
async function checkoutFees() {
  const request = new Request(`${base}/checkout`);
  const url = new URL(request.url);
  const context = routeContext(database, env);
  const page = await checkoutLoader({ request, url, context, params: {}, pattern: "/checkout" });
  return page.delivery.fees;
}

describe(`shop settings on ${testDatabaseKind}`, () => {
  test("start as the environment's values", async () => {
    const { texts, changes } = await openSettings();
    expect(texts).toMatchObject({
      SHIPPING_FEE_NAIROBI: "300",
      SHOP_PHONE: "+254 711 000 111",
      MPESA_PAYBILL_NUMBER: "522522",
      MPESA_TILL_NUMBER: "",
      LOW_STOCK_THRESHOLD: "4",
    });
    expect(changes).toEqual([]);
    expect(await checkoutFees()).toEqual({ nairobi: 300, elsewhere: 600 });
  });

  test("a new Nairobi fee is the checkout's on the next load, and the change is logged", async () => {
    const answer = await postSettings(await formAsShown({ SHIPPING_FEE_NAIROBI: " 450 " }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/settings?saved=1");

    expect(await checkoutFees()).toEqual({ nairobi: 450, elsewhere: 600 });
    const { texts, changes } = await openSettings();
    expect(texts.SHIPPING_FEE_NAIROBI).toBe("450");
    expect(changes).toEqual([
      expect.objectContaining({
        key: "SHIPPING_FEE_NAIROBI",
        oldValue: "300",
        newValue: "450",
        changedBy: "Amina Wanjiru",
      }),
    ]);

    // Sent again unchanged (a second tap), nothing more is saved or logged.
    const again = await postSettings(await formAsShown({}));
    expect(again.headers.get("location")).toBe("/admin/settings?saved=0");
    expect(await database.db.$count(shopSettingChange)).toBe(1);
  });

  test("values the environment would refuse answer 400 with each field's reason, saving nothing", async () => {
    const before = await database.db.$count(shopSettingChange);
    const answer = await postSettings(
      await formAsShown({
        WHATSAPP_NUMBER: "+254 7",
        SHOP_PHONE: "  ",
        INSTAGRAM_URL: "javascript:alert(1)",
        SHIPPING_FEE_NAIROBI: "350",
        SHIPPING_FEE_ELSEWHERE: "-5",
        MPESA_TILL_NUMBER: "12",
        LOW_STOCK_THRESHOLD: "4\u0000",
        ORDER_ALERT_PHONE: "0200 000 000",
        ORDER_ALERT_EMAILS: "owner@loris.example, not an address",
      }),
    );
    expect(answer.status).toBe(400);
    const { error, refusedFields, sent } = (await answer.json()) as {
      error: string;
      refusedFields: Record<string, string>;
      sent: Record<string, string>;
    };
    expect(error).toBe(settingsTexts.invalid);
    expect(refusedFields).toEqual({
      WHATSAPP_NUMBER: "A WhatsApp number, e.g. 0712 345 678 or 254712345678.",
      SHOP_PHONE: settingsTexts.required,
      INSTAGRAM_URL: "A web address, e.g. https://www.instagram.com/loris.ke.",
      SHIPPING_FEE_ELSEWHERE: "Whole shillings from 0 to 100,000, e.g. 1,500.",
      MPESA_TILL_NUMBER: "5 to 7 digits.",
      LOW_STOCK_THRESHOLD: settingsTexts.controlCharacters,
      ORDER_ALERT_PHONE: "A Kenyan phone number, e.g. 0712345678.",
      ORDER_ALERT_EMAILS: "E-mail addresses, separated by commas.",
    });
    expect(sent.SHIPPING_FEE_NAIROBI).toBe("350");
    expect(await database.db.$count(shopSettingChange)).toBe(before);
    expect((await checkoutFees()).nairobi).toBe(450);

    const huge = await formAsShown({ ORDER_ALERT_EMAILS: "a".repeat(5_000) });
    expect((await postSettings(huge)).status).toBe(400);
  });

  test("a form opened before another's save changes only what it changed", async () => {
    const amina = await formAsShown({ SHOP_PHONE: "0711 222 333" });
    const wanjiku = await formAsShown({ WHATSAPP_NUMBER: "254722333444" });
    expect((await postSettings(wanjiku)).status).toBe(303);
    expect((await postSettings(amina)).status).toBe(303);
    const { texts } = await openSettings();
    expect(texts.WHATSAPP_NUMBER).toBe("254722333444");
    expect(texts.SHOP_PHONE).toBe("0711 222 333");
  });

  test("an optional setting emptied overrides the environment; an alert phone is kept in E.164", async () => {
    const answer = await postSettings(
      await formAsShown({
        MPESA_PAYBILL_NUMBER: "",
        MPESA_TILL_NUMBER: "891300",
        ORDER_ALERT_PHONE: "0722 333 444",
        ORDER_ALERT_EMAILS: "owner@loris.example,shop@loris.example",
      }),
    );
    expect(answer.headers.get("location")).toBe("/admin/settings?saved=4");
    const values = await testSettings(database, env).current();
    expect(values.manualPayment).toEqual({ kind: "till", number: "891300" });
    expect(values.orderAlerts).toEqual({
      phone: "+254722333444",
      emails: ["owner@loris.example", "shop@loris.example"],
    });
    const { texts, changes } = await openSettings();
    expect(texts.ORDER_ALERT_EMAILS).toBe("owner@loris.example, shop@loris.example");
    expect(changes.find((change) => change.key === "MPESA_PAYBILL_NUMBER")).toMatchObject({
      oldValue: "522522",
      newValue: "",
    });
  });

  test("every process hears of a change, re-reads and tells its page cache", async () => {
    const other = testSettings(database, env);
    expect((await other.current()).shippingFees.elsewhere).toBe(600);
    let heard = 0;
    other.onChange(() => (heard += 1));
    await saveSettings(database.db, {
      edits: [{ key: "SHIPPING_FEE_ELSEWHERE", to: "750" }],
      editor: { userId: "staff-2", name: "Wanjiku" },
      defaults: other.defaults,
    });
    await expect.poll(() => heard).toBe(1);
    expect((await other.current()).shippingFees.elsewhere).toBe(750);
  });

  test("a saved text no longer valid gives way to the environment's", async () => {
    await database.db
      .insert(shopSetting)
      .values({ key: "LOW_STOCK_THRESHOLD", value: "lots", updatedBy: "an old release" });
    expect((await testSettings(database, env).current()).lowStockThreshold).toBe(4);
    await database.db.delete(shopSetting).where(eq(shopSetting.key, "LOW_STOCK_THRESHOLD"));
  });

  test("the low-stock threshold decides the Low stock filter", async () => {
    await insertProducts(database.db, [
      { id: "stock8", name: "Settings Eight", sizes: [{ label: "50ml", stockLevel: 8 }] },
      { id: "stock3", name: "Settings Three", sizes: [{ label: "50ml", stockLevel: 3 }] },
    ]);
    const lowProducts = async () => {
      const url = new URL(`${base}/admin/products/all?stock=low&search=Settings`);
      const context = adminRouteContext(database, env);
      const page = await productsLoader({
        request: new Request(url),
        url,
        context,
        params: {},
        pattern: "/admin/products/all",
      });
      return page.products.map((product) => product.id);
    };
    expect(await lowProducts()).toEqual(["stock3"]);
    await postSettings(await formAsShown({ LOW_STOCK_THRESHOLD: "10" }));
    expect(await lowProducts()).toEqual(["stock8", "stock3"]);
  });

  test("numbers are read as Kenyans type them; hex, exponents and fractions are refused", async () => {
    const refused = await postSettings(
      await formAsShown({ SHIPPING_FEE_NAIROBI: "0x10", SHIPPING_FEE_ELSEWHERE: "1e3" }),
    );
    expect(refused.status).toBe(400);
    const { refusedFields } = (await refused.json()) as { refusedFields: Record<string, string> };
    const feeRule = "Whole shillings from 0 to 100,000, e.g. 1,500.";
    expect(refusedFields).toEqual({
      SHIPPING_FEE_NAIROBI: feeRule,
      SHIPPING_FEE_ELSEWHERE: feeRule,
    });
    for (const fee of ["2.5", "-1", "100,001", "1,50"]) {
      const answer = await postSettings(await formAsShown({ SHIPPING_FEE_NAIROBI: fee }));
      expect(answer.status, fee).toBe(400);
    }

    const taken = await postSettings(
      await formAsShown({ SHIPPING_FEE_ELSEWHERE: "1,500", WHATSAPP_NUMBER: "0712 345 678" }),
    );
    expect(taken.status).toBe(303);
    expect((await checkoutFees()).elsewhere).toBe(1500);
    const { texts } = await openSettings();
    expect(texts).toMatchObject({
      SHIPPING_FEE_ELSEWHERE: "1500",
      WHATSAPP_NUMBER: "254712345678",
    });
  });
});
