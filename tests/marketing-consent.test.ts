import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as registerAction } from "#app/routes/register.tsx";
import { marketingConsentField, marketingConsentTexts } from "#contracts/marketing-consent.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { marketingConsent } from "#server/db/marketing-schema.ts";
import { makeBrowser, makeRegistration } from "./support/accounts";
import { websiteOrder } from "./support/checkout-forms";
import { insertProducts } from "./support/factories";
import { checkOutFrom, routeArgs } from "./support/shopper";
import { orderIdIn } from "./support/checkout-forms";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const ticked = { [marketingConsentField.name]: marketingConsentField.value };

const consentOf = (contacts: string[]) =>
  database.db
    .select({
      contact: marketingConsent.contact,
      channel: marketingConsent.channel,
      source: marketingConsent.source,
      orderId: marketingConsent.orderId,
      wording: marketingConsent.wording,
    })
    .from(marketingConsent)
    .where(inArray(marketingConsent.contact, contacts))
    .orderBy(marketingConsent.channel);

async function register(fields: Record<string, string>) {
  const request = makeBrowser().request("/register", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = await registerAction(routeArgs(database, request, "/register"));
  expect(result.init?.status ?? 200).toBe(200);
}

describe(`marketing consent on ${testDatabaseKind} (decision 067)`, () => {
  test("registration stores the account's e-mail and phone only when the box is ticked", async () => {
    const without = makeRegistration({ phone: "0722 100 201" });
    await register(without);
    expect(await consentOf([without.email, "+254722100201"])).toEqual([]);

    const given = makeRegistration({ phone: "0722 100 202" });
    await register({ ...given, ...ticked });
    expect(await consentOf([given.email, "+254722100202"])).toEqual([
      {
        contact: given.email,
        channel: "email",
        source: "registration",
        orderId: null,
        wording: marketingConsentTexts.label,
      },
      {
        contact: "+254722100202",
        channel: "sms",
        source: "registration",
        orderId: null,
        wording: marketingConsentTexts.label,
      },
    ]);
  });

  test("checkout stores the order's contact only when the box is ticked", async () => {
    const [product] = await insertProducts(database.db, [{}]);
    const items = [{ id: product!.id!, quantity: 1 }];
    const plain = { ...websiteOrder(), email: "njeri@example.co.ke", phone: "0733 100 301" };
    await checkOutFrom(database, makeBrowser(), items, plain);
    expect(await consentOf(["njeri@example.co.ke", "+254733100301"])).toEqual([]);

    const form = { ...websiteOrder(), email: "Otieno@Example.co.ke", phone: "0733 100 302" };
    const answer = await checkOutFrom(database, makeBrowser(), items, { ...form, ...ticked });
    const orderId = orderIdIn(answer.headers.get("location"));
    expect(orderId).not.toBe("");
    expect(await consentOf(["otieno@example.co.ke", "+254733100302"])).toMatchObject([
      { contact: "otieno@example.co.ke", source: "checkout", orderId },
      { contact: "+254733100302", source: "checkout", orderId },
    ]);
  });
});
