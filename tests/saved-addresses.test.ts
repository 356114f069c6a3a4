import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader as checkoutLoader } from "#app/routes/checkout.tsx";
import { action as profileAction } from "#app/routes/profile.tsx";
import { checkoutTexts } from "#contracts/checkout.ts";
import { savedAddressTexts } from "#contracts/saved-address.ts";
import { listSavedAddresses } from "#server/accounts/saved-addresses/saved-address-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { answerOf } from "./support/action-answer";
import { websiteOrder } from "./support/checkout-forms";
import { insertProducts } from "./support/factories";
import { signedInUser } from "./support/signed-in";
import { testServices } from "./support/route-context";
import { checkOutFrom, routeArgs, type Browser } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [{ id: "amber", name: "Amber Veil", price: 3000 }]);
});
afterAll(() => database.close());

const customer = () => signedInUser(testServices(database, { AUTH_RATE_LIMIT: "100" }));

/** Sends one of My Account's address forms as `browser`. */
async function postProfile(browser: Browser, fields: Record<string, string>) {
  const request = browser.request("/profile", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return answerOf(await profileAction(routeArgs(database, request, "/profile")));
}

const home = { label: "Home", deliveryArea: "nairobi", address: "Kilimani, Argwings Kodhek Rd" };
const officeFields = {
  label: "Office",
  deliveryArea: "elsewhere",
  address: "Nyali Centre",
  city: "Mombasa",
};
const addAddress = (browser: Browser, fields: Record<string, string> = home) =>
  postProfile(browser, { intent: "address-add", ...fields });

/** Places a website order from `browser` with `fields` over the usual form; its answer. */
const checkOut = (browser: Browser, fields: Record<string, string>) =>
  checkOutFrom(database, browser, [{ id: "amber", quantity: 1 }], { ...websiteOrder(), ...fields });

const orderOf = async (location: string | null) => {
  const id = new URL(location ?? "", "https://loris.example").searchParams.get("orderId")!;
  const [placed] = await database.db.select().from(order).where(eq(order.id, id));
  return placed!;
};

describe(`saved delivery addresses on ${testDatabaseKind} (decision 068)`, () => {
  test("a customer adds addresses on My Account, up to 10; the first is the default", async () => {
    const { browser, userId } = await customer();
    for (let count = 1; count <= 10; count += 1) {
      const added = await addAddress(browser, { ...home, label: `Place ${count}` });
      expect(added.body).toMatchObject({ success: savedAddressTexts.added });
    }
    const eleventh = await addAddress(browser);
    expect(eleventh).toMatchObject({ status: 400, body: { error: savedAddressTexts.full } });
    const kept = await listSavedAddresses(database.db, userId);
    expect(kept).toHaveLength(10);
    expect(kept.filter((address) => address.isDefault).map((address) => address.label)).toEqual([
      "Place 1",
    ]);
  });

  test("each field is limited and refused as the checkout's, nothing stored", async () => {
    const { browser, userId } = await customer();
    const refusals = [
      [{ ...home, label: "" }, "label", savedAddressTexts.missingLabel],
      [{ ...home, label: "L".repeat(41) }, "label", "Label is too long (at most 40 characters)"],
      [
        { ...home, address: "A".repeat(501) },
        "address",
        "Address is too long (at most 500 characters)",
      ],
      [
        { ...home, address: "Ngong Rd\u0000" },
        "address",
        "Address contains characters that are not allowed",
      ],
      [{ ...home, deliveryArea: "elsewhere" }, "city", checkoutTexts.missing.city],
      [{ ...home, deliveryArea: "mombasa" }, "deliveryArea", undefined],
    ] as const;
    for (const [fields, name, message] of refusals) {
      const refused = await addAddress(browser, fields);
      expect(refused.status).toBe(400);
      const refusedFields = (refused.body as { refusedFields: Record<string, string> })
        .refusedFields;
      expect(Object.keys(refusedFields)).toContain(name);
      if (message) expect(refusedFields[name]).toBe(message);
    }
    expect(await listSavedAddresses(database.db, userId)).toEqual([]);
  });

  test("edit, make default and remove touch only the customer's own addresses", async () => {
    const { browser, userId } = await customer();
    await addAddress(browser);
    await addAddress(browser, officeFields);
    const [first, office] = await listSavedAddresses(database.db, userId);

    const stranger = (await customer()).browser;
    for (const intent of ["address-edit", "address-default", "address-remove"]) {
      const refused = await postProfile(stranger, { intent, addressId: office!.id, ...home });
      expect(refused).toMatchObject({ status: 404, body: { error: savedAddressTexts.unknown } });
    }

    const edited = await postProfile(browser, {
      intent: "address-edit",
      addressId: office!.id,
      label: "Office",
      deliveryArea: "elsewhere",
      address: "Nyali Centre, 2nd floor",
      city: "Mombasa",
    });
    expect(edited.body).toMatchObject({ success: savedAddressTexts.updated });
    await postProfile(browser, { intent: "address-default", addressId: office!.id });
    expect(await listSavedAddresses(database.db, userId)).toMatchObject([
      { id: first!.id, isDefault: false },
      { id: office!.id, isDefault: true, address: "Nyali Centre, 2nd floor" },
    ]);
    const removed = await postProfile(browser, { intent: "address-remove", addressId: office!.id });
    expect(removed.body).toMatchObject({ success: savedAddressTexts.removed });
    expect(await listSavedAddresses(database.db, userId)).toMatchObject([
      { id: first!.id, isDefault: true },
    ]);
  });

  test("checkout offers the saved addresses, starts with the default and delivers to the one picked", async () => {
    const { browser } = await customer();
    await addAddress(browser);
    await addAddress(browser, officeFields);
    const page = await checkoutLoader(
      routeArgs(database, browser.request("/checkout"), "/checkout"),
    );
    expect(page.savedAddresses.map((address) => address.label)).toEqual(["Home", "Office"]);
    expect(page.contact).toMatchObject({ deliveryArea: "nairobi", address: home.address });
    const office = page.savedAddresses[1]!;
    expect(page.savedAddressChoice).toBe(page.savedAddresses[0]!.id);

    // Without scripts the fields still hold the default's text: the radio decides.
    const placed = await checkOut(browser, { savedAddressId: office.id, address: home.address });
    expect(placed.status).toBe(303);
    expect(await orderOf(placed.headers.get("Location"))).toMatchObject({
      deliveryArea: "elsewhere",
      address: "Nyali Centre",
      city: "Mombasa",
    });
  });

  test("another customer's saved address is refused at checkout, nothing placed", async () => {
    const owner = await customer();
    await addAddress(owner.browser);
    const [theirs] = await listSavedAddresses(database.db, owner.userId);
    const { browser } = await customer();
    const refused = await checkOut(browser, { savedAddressId: theirs!.id });
    expect(refused).toMatchObject({ status: 400, body: { error: savedAddressTexts.unknown } });
  });

  test("a new address at checkout is kept once; none past the limit", async () => {
    const { browser, userId } = await customer();
    const newPlace = {
      savedAddressId: "new",
      deliveryArea: "elsewhere",
      address: "Milimani Rd 4",
      city: "Nakuru",
    };
    expect((await checkOut(browser, newPlace)).status).toBe(303);
    expect((await checkOut(browser, { ...newPlace, address: " milimani  rd 4 " })).status).toBe(
      303,
    );
    expect(await listSavedAddresses(database.db, userId)).toMatchObject([
      { label: "Home", address: "Milimani Rd 4", city: "Nakuru", isDefault: true },
    ]);
    for (let count = 2; count <= 10; count += 1) {
      await addAddress(browser, { ...home, label: `Place ${count}` });
    }
    expect((await checkOut(browser, { ...newPlace, address: "Kenyatta Ave 1" })).status).toBe(303);
    expect(await listSavedAddresses(database.db, userId)).toHaveLength(10);
  });
});
