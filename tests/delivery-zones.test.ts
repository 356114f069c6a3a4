import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as deliveryAction, loader as deliveryLoader } from "#app/routes/admin/delivery.tsx";
import type { CartLine } from "#contracts/cart.ts";
import { deliveryZoneTexts } from "#contracts/delivery-zone-texts.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { offeredDeliveryZones } from "#server/delivery/delivery-zone-queries.ts";
import { checkoutDelivery } from "#server/orders/checkout-delivery.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { readDeliveryList } from "#server/orders/riders/rider-deliveries.ts";
import { entriesOfKind } from "./support/activity-trail";
import { guestCheckoutInput } from "./support/checkout-input";
import { insertDefaultCategories, insertProducts } from "./support/factories";
import { placeOrderOptions } from "./support/order-factories";
import { formAnswerOf, routeArgs } from "./support/route-call";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 082: staff keep delivery zones and pickup points; checkout and placing price them.

let database: DatabaseHandle;

/** The default zones: KSh 300 in Nairobi, KSh 600 elsewhere. */
const options = { ...placeOrderOptions, shippingFees: { nairobi: 300, elsewhere: 600 } };

beforeAll(async () => {
  database = await openTestDatabase();
  await insertDefaultCategories(database.db);
  await insertProducts(database.db, [{ id: "rose", name: "Rose Dawn", price: 5000 }]);
}, 60_000);
afterAll(() => database.close());

/** Posts an Admin → Delivery form as the staff member the admin guard lets through. */
async function changeDelivery(fields: Record<string, string>) {
  const request = new Request("https://loris.example/admin/delivery", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return formAnswerOf(await deliveryAction(routeArgs(database, request)));
}

const westlands = {
  intent: "add",
  kind: "zone",
  name: "Westlands",
  area: "nairobi",
  fee: "350",
  deliveryTime: "1-2 business days",
  freeFrom: "15,000",
};

const kisumu = {
  intent: "add",
  kind: "pickup_point",
  name: "Easy Coach office",
  town: "Kisumu",
  directions: "Parcels desk, Oginga Odinga Street. Bring your ID.",
  fee: "400",
  deliveryTime: "2-4 business days",
};

/** Places `quantity` Rose Dawn (KSh 5,000 each) going to `choice`; the order's delivery columns. */
async function placeTo(choice: Parameters<typeof guestCheckoutInput>[2], quantity = 1) {
  const input = guestCheckoutInput({ rose: quantity }, undefined, choice);
  const { orderId } = await placeOrder(database.db, input, options);
  const [row] = await database.db
    .select({
      shipping: order.shipping,
      total: order.total,
      deliveryArea: order.deliveryArea,
      deliveryZoneId: order.deliveryZoneId,
      deliveryZoneName: order.deliveryZoneName,
      deliveryEstimate: order.deliveryEstimate,
      address: order.address,
    })
    .from(order)
    .where(eq(order.id, orderId));
  return row!;
}

describe(`delivery zones and pickup points on ${testDatabaseKind} (decision 082)`, () => {
  test("staff add a zone and a pickup point; each change is on the activity trail", async () => {
    expect(await changeDelivery(westlands)).toEqual({
      status: 303,
      location: "/admin/delivery?done=added",
    });
    expect(await changeDelivery(kisumu)).toMatchObject({ status: 303 });
    const page = await deliveryLoader(
      routeArgs(database, new Request("https://loris.example/admin/delivery")),
    );
    expect(page.zones).toEqual([
      expect.objectContaining({ id: "westlands", kind: "zone", fee: 350, freeFrom: 15_000 }),
      expect.objectContaining({ id: "easy-coach-office", kind: "pickup_point", town: "Kisumu" }),
    ]);
    const entries = await entriesOfKind(database.db, "delivery.changed");
    expect(entries.map((entry) => entry.summary)).toEqual([
      "Pickup point Easy Coach office added",
      "Zone Westlands added",
    ]);
  });

  test("a negative fee, an empty name, a pickup point without directions and a name taken are refused naming why", async () => {
    expect(await changeDelivery({ ...westlands, name: "Rongai", fee: "-50" })).toMatchObject({
      status: 400,
      error: deliveryZoneTexts.feeNegative,
    });
    expect(await changeDelivery({ ...westlands, name: "  " })).toMatchObject({
      status: 400,
      error: deliveryZoneTexts.name,
    });
    expect(
      await changeDelivery({ ...kisumu, name: "Nakuru office", directions: "" }),
    ).toMatchObject({ status: 400, error: deliveryZoneTexts.directions });
    expect(await changeDelivery({ ...westlands, fee: "100001", name: "Far" })).toMatchObject({
      status: 400,
      error: deliveryZoneTexts.feeTooHigh,
    });
    expect(await changeDelivery({ ...westlands, name: "WESTLANDS" })).toMatchObject({
      status: 409,
      error: deliveryZoneTexts.nameTaken("WESTLANDS"),
    });
    const names = (await offeredDeliveryZones(database.db)).map((zone) => zone.name);
    expect(names).toEqual(["Westlands", "Easy Coach office"]);
  });

  test("checkout offers the zones, the default zones, the pickup points, then the shop, each priced for the cart", async () => {
    const zones = await offeredDeliveryZones(database.db);
    const lines: CartLine[] = [
      {
        id: "rose",
        sizeId: "rose-0",
        sizeLabel: "50ml",
        name: "Rose Dawn",
        price: 5000,
        quantity: 1,
        category: null,
        image: null,
      },
    ];
    const shop = {
      ...options,
      freeDeliveryFrom: {},
      shopPickup: { address: "Shop 12, Sarit Centre", openingHours: undefined },
      shopPhone: "+254 700 000 000",
    };
    const delivery = checkoutDelivery(lines, undefined, shop, zones);
    expect(delivery.choices.map((choice) => [choice.key, choice.title])).toEqual([
      ["zone:westlands", "Westlands"],
      ["nairobi", "Nairobi"],
      ["elsewhere", "Elsewhere in Kenya"],
      ["point:easy-coach-office", "Pickup point: Easy Coach office, Kisumu"],
      ["shop", "Pick up at the shop"],
    ]);
    expect(delivery.choices[0]!.detail).toBe("Delivery in 1-2 business days · KSh 350");
    expect(delivery.fees["zone:westlands"]).toBe(350);
    expect(delivery.notes["zone:westlands"]).toBe("KSh 10,000 more for free delivery in Westlands");
  });

  test("an order to a zone pays its fee, free from its amount, and keeps its name and time as placed", async () => {
    expect(await placeTo("zone:westlands")).toEqual({
      shipping: 350,
      total: 5350,
      deliveryArea: "nairobi",
      deliveryZoneId: "westlands",
      deliveryZoneName: "Westlands",
      deliveryEstimate: "1-2 business days",
      address: "Ngong Road 12",
    });
    expect(await placeTo("zone:westlands", 3)).toMatchObject({ shipping: 0, total: 15_000 });
    // A renamed zone does not rename the orders placed before.
    const renamed = await changeDelivery({
      ...westlands,
      intent: "edit",
      zoneId: "westlands",
      name: "Westlands & Parklands",
      fee: "400",
    });
    expect(renamed.status).toBe(303);
    const placedBefore = await database.db
      .select({ name: order.deliveryZoneName })
      .from(order)
      .where(eq(order.deliveryZoneId, "westlands"));
    expect(placedBefore.map((row) => row.name)).toEqual(["Westlands", "Westlands"]);
    expect(await placeTo("zone:westlands")).toMatchObject({
      shipping: 400,
      deliveryZoneName: "Westlands & Parklands",
    });
  });

  test("a pickup point charges its fee and goes to no address; a default zone reads as its area", async () => {
    expect(await placeTo("point:easy-coach-office")).toEqual({
      shipping: 400,
      total: 5400,
      deliveryArea: "pickup_point",
      deliveryZoneId: "easy-coach-office",
      deliveryZoneName: "Easy Coach office, Kisumu",
      deliveryEstimate: "2-4 business days",
      address: null,
    });
    expect(await placeTo("elsewhere")).toMatchObject({
      shipping: 600,
      deliveryArea: "elsewhere",
      deliveryZoneName: null,
    });
  });

  test("the day's delivery list names each order's zone or pickup point as placed", async () => {
    const places = new Set((await readDeliveryList(database.db)).map((entry) => entry.place));
    expect([...places].sort()).toEqual([
      "Elsewhere in Kenya",
      "Pickup point: Easy Coach office, Kisumu",
      "Westlands",
      "Westlands & Parklands",
    ]);
  });

  test("a zone hidden from checkout, or one the shop never had, is refused and nothing is placed", async () => {
    expect(await changeDelivery({ intent: "hide", zoneId: "easy-coach-office" })).toEqual({
      status: 303,
      location: "/admin/delivery?done=hidden",
    });
    const before = await database.db.$count(order);
    await expect(placeTo("point:easy-coach-office")).rejects.toMatchObject({
      status: 409,
      message: deliveryZoneTexts.notOffered("Easy Coach office"),
    });
    await expect(placeTo("zone:karen")).rejects.toMatchObject({
      status: 409,
      message: deliveryZoneTexts.unknownChoice,
    });
    // A pickup point's id is not a zone's.
    await expect(placeTo("zone:easy-coach-office")).rejects.toMatchObject({ status: 409 });
    expect(await database.db.$count(order)).toBe(before);
    const hidden = await entriesOfKind(database.db, "delivery.changed");
    expect(hidden[0]!.summary).toBe("Pickup point Easy Coach office hidden from checkout");
  });
});
