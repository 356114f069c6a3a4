import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { staffOrderTexts } from "#contracts/staff-order.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { renderOutboxMail } from "#server/mail/mail-templates.ts";
import { smsOutbox } from "#server/db/sms-schema.ts";
import { insertProducts, sizeIdOf } from "./support/factories";
import { insertOrders } from "./support/order-factories";
import { staffDraft, staffDraftPage, staffOrderProducts } from "./support/staff-draft";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

const { openDraft, placeDraft } = staffDraftPage(() => database);
const draft = staffDraft;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, staffOrderProducts);
});
afterAll(() => database.close());

describe(`staff enter orders on ${testDatabaseKind}`, () => {
  test("the draft finds products by name, adds and removes sizes, and totals with the delivery fee", async () => {
    const found = await openDraft([["q", "oud"]]);
    expect(
      found.products.map((product) => [product.name, product.sizes.map((size) => size.label)]),
    ).toEqual([["Oud Royale", ["30ml", "100ml"]]]);
    const added = await openDraft([
      ["line", `oud~${sizeIdOf("oud", 1)}`],
      ["quantity", "2"],
      ["add", `oud~${sizeIdOf("oud", 0)}`],
      ["add", "not~a~line"],
    ]);
    expect(added.lines.map((line) => [line.sizeLabel, line.quantity])).toEqual([
      ["100ml", 2],
      ["30ml", 1],
    ]);
    expect(added.totals).toEqual({
      subtotal: 23_000,
      discount: 0,
      agreedDiscount: 0,
      shipping: 200,
      deliveryWaived: 0,
      giftWrapping: 0,
      tax: 3172,
      total: 23_200,
    });
    const removed = await openDraft([
      ["line", `oud~${sizeIdOf("oud", 1)}`],
      ["quantity", "2"],
      ["remove", `oud~${sizeIdOf("oud", 1)}`],
    ]);
    expect(removed.lines).toEqual([]);
  });

  test("a phone the shop knows names its customer", async () => {
    await insertOrders(database.db, [
      { phone: "+254755666777", fullName: "Njeri Kamau" },
      { phone: "+254755666777", fullName: "Njeri Kamau" },
    ]);
    const known = await openDraft([["phone", "0755 666 777"]]);
    expect(known.customer).toMatchObject({ name: "Njeri Kamau", orders: 2, hasAccount: false });
    expect((await openDraft([["phone", "0799 000 000"]])).customer).toBeNull();
  });

  test("Place order: priced from the catalogue, confirmed, marked as the staff member's, the customer told by SMS, once per key", async () => {
    const params = draft();
    const placed = await placeDraft(params);
    expect(placed.pathname).toBe("/admin/orders");
    const orderId = placed.searchParams.get("search")!;
    const [row] = await database.db.select().from(order).where(eq(order.id, orderId));
    expect(row).toMatchObject({
      status: "confirmed",
      orderMethod: "staff",
      channel: "phone_call",
      enteredBy: "Amina Wanjiru",
      enteredByUserId: "staff-amina",
      phone: "+254733444555",
      subtotal: 19_000,
      shipping: 200,
      total: 19_200,
    });
    const items = await database.db.select().from(orderItem).where(eq(orderItem.orderId, orderId));
    expect(items.map((item) => [item.sizeLabel, item.price, item.quantity])).toEqual([
      ["100ml", 9500, 2],
    ]);
    const sms = await database.db.select().from(smsOutbox).where(eq(smsOutbox.orderId, orderId));
    expect(sms.map((row) => [row.kind, row.recipient]).sort()).toEqual([
      ["new_order_alert", "+254711000111"],
      ["order_confirmed", "+254733444555"],
    ]);
    // Staff hear of it by e-mail too, through the mail outbox.
    const alerts = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, "order-alert"),
          sql`${mailOutbox.payload}->>'order_id' = ${orderId}`,
        ),
      );
    expect(alerts.map((row) => row.recipient).sort()).toEqual([
      "owner@loris.example",
      "shop@loris.example",
    ]);
    const mail = await renderOutboxMail("order-alert", alerts[0]!.payload);
    expect(mail.subject).toBe(`New order ${orderId}: KSh 19,200`);
    expect(mail.text).toContain("Achieng Odhiambo · 0733 444 555 ordered 2 items");
    expect(mail.text).toContain("Phone call · entered by Amina Wanjiru");
    // A second tap of Place order: the same order.
    expect((await placeDraft(params)).searchParams.get("search")).toBe(orderId);
    expect(await database.db.$count(order, eq(order.enteredBy, "Amina Wanjiru"))).toBe(1);
  });

  test("staff place many orders from one place: no per-address limit", async () => {
    for (let i = 0; i < 7; i++) {
      const thirtyMl: [string, string][] = [
        ["line", `oud~${sizeIdOf("oud", 0)}`],
        ["quantity", "1"],
      ];
      expect(
        (await placeDraft(draft({ channel: "walk_in", address: "" }, thirtyMl))).pathname,
      ).toBe("/admin/orders");
    }
  });

  test("a refusal goes back to the draft, its fields kept, with the reason", async () => {
    const noLines = await placeDraft(draft({}, []));
    expect(noLines.pathname).toBe("/admin/orders/new");
    expect(noLines.searchParams.get("error")).toBe(staffOrderTexts.noLines);
    expect(noLines.searchParams.get("fullName")).toBe("Achieng Odhiambo");
    const noPhone = await placeDraft(draft({ phone: "" }));
    expect(noPhone.searchParams.get("error")).toBe(staffOrderTexts.customerNeeded);
    const noAddress = await placeDraft(draft({ address: "" }));
    expect(noAddress.searchParams.get("error")).toBe(staffOrderTexts.addressNeeded);
    const soldOut = await placeDraft(
      draft({}, [
        ["line", `gone~${sizeIdOf("gone", 0)}`],
        ["quantity", "1"],
      ]),
    );
    expect(soldOut.searchParams.get("error")).toContain("Gone Amber");
    expect(soldOut.searchParams.getAll("line")).toEqual([`gone~${sizeIdOf("gone", 0)}`]);
    expect((await openDraft([...soldOut.searchParams])).error).toContain("Gone Amber");
  });

  test.each(["-1", "0", "NaN", "2.5", "1000000000", "1e3", ""])(
    "a quantity of %j is refused, naming the limit, and no order is placed",
    async (quantity) => {
      const before = await database.db.$count(order);
      const refused = await placeDraft(
        draft({}, [
          ["line", `oud~${sizeIdOf("oud", 0)}`],
          ["quantity", quantity],
        ]),
      );
      expect(refused.pathname).toBe("/admin/orders/new");
      expect(refused.searchParams.get("error")).toBe(
        "Enter each quantity as a whole number from 1 to 99.",
      );
      expect(refused.searchParams.getAll("quantity")).toEqual([quantity]);
      expect(await database.db.$count(order)).toBe(before);
    },
  );

  test("one size on two lines may not pass 99 together", async () => {
    const line: [string, string] = ["line", `oud~${sizeIdOf("oud", 0)}`];
    const refused = await placeDraft(
      draft({}, [line, ["quantity", "60"], line, ["quantity", "40"]]),
    );
    expect(refused.searchParams.get("error")).toBe(staffOrderTexts.quantity);
  });
});
