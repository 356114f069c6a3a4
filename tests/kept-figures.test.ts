import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseCheckout, type CheckoutInput } from "#contracts/checkout.ts";
import { getCustomerStats, listCustomers } from "#server/customers/customer-list-queries.ts";
import { parseCustomerListQuery } from "#contracts/admin-customer-query.ts";
import { user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { recordDoorPayment } from "#server/payments/ledger/door-payment.ts";
import { markPaymentRefunded } from "#server/payments/ledger/manual-payment.ts";
import { recordPayment } from "#server/payments/ledger/order-balance.ts";
import { insertProducts } from "./support/factories";
import { insertAccounts } from "./support/customer-fixtures";
import { expectKeptFiguresRecounted } from "./support/kept-figures-recount";
import { placeOrderOptions } from "./support/order-factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    { id: "rose", name: "Rose de Karen", price: 4500 },
    { id: "oud", name: "Oud Royale", price: 28000 },
    { id: "musk", name: "White Musk", price: 1200 },
  ]);
  await insertAccounts(database.db, [
    { id: "amina", firstName: "Amina", lastName: "Hassan", phone: "+254720000333" },
    { id: "boss", firstName: "Boss", lastName: "Admin", role: "admin", phone: "+254700000001" },
  ]);
});
afterAll(() => database.close());

let keys = 0;
/** A checkout as the page posts it (guest website order unless overridden). */
function checkout(fields: Record<string, unknown>): CheckoutInput {
  const parsed = parseCheckout({
    idempotencyKey: `kept-figures-${(keys += 1)}-${Date.now()}`,
    orderMethod: "website",
    items: [{ id: "rose", quantity: 1 }],
    deliveryArea: "nairobi",
    ...fields,
  });
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.input;
}
const guest = (phone: string, fullName: string, items = [{ id: "rose", quantity: 1 }]) =>
  checkout({
    fullName,
    phone,
    email: `${fullName.split(" ")[0]}@mail.ke`,
    address: "Ngong Rd",
    items,
  });
const place = (input: CheckoutInput, options = {}) =>
  placeOrder(database.db, input, { ...placeOrderOptions, ...options });

const kevin = "0733444555";
const search = async (text: string) =>
  (await listCustomers(database.db, parseCustomerListQuery(new URLSearchParams({ search: text }))))
    .customers;

describe(`kept customer and daily figures on ${testDatabaseKind} (decision 047)`, () => {
  test("a mixed stream of orders, payments, cancellations and a registration equals a full recount", async () => {
    // Two orders from one new phone at once, and more of every kind.
    const [first, second] = await Promise.all([
      place(
        guest(kevin, "Kevin Mutua", [
          { id: "rose", quantity: 2 },
          { id: "musk", quantity: 1 },
        ]),
      ),
      place(
        guest("+254733444555", "Kevin M.", [
          { id: "musk", quantity: 3 },
          { id: "rose", quantity: 1 },
        ]),
      ),
    ]);
    const whatsapp = await place(
      checkout({ orderMethod: "whatsapp", items: [{ id: "oud", quantity: 1 }] }),
    );
    const signedIn = await place(guest("0711000111", "Amina H.", [{ id: "oud", quantity: 1 }]), {
      customer: { userId: "amina", displayName: "Amina Hassan", email: "amina@example.co.ke" },
    });
    const staff = await place(guest("0722999888", "Zawadi Achieng"), {
      staff: { name: "Boss Admin", userId: "boss", channel: "walk_in" },
    });
    await expectKeptFiguresRecounted(database.db);

    await setOrderStatus(database.db, [first!.orderId], "cancelled");
    await setOrderStatus(database.db, [whatsapp.orderId, signedIn.orderId], "confirmed");
    await recordDoorPayment(database.db, {
      orderId: second!.orderId,
      method: "cash",
      amount: 1000,
      takenBy: "Rider Otieno",
      staffName: "Boss Admin",
    });
    await database.db.transaction((tx) =>
      recordPayment(
        tx,
        {
          method: "mpesa",
          source: "paybill",
          receiptNumber: "TGH1234567",
          receivedAt: new Date(),
          amount: 28000,
          orderId: signedIn.orderId,
        },
        new Date(),
      ),
    );
    await database.db.transaction((tx) =>
      recordPayment(
        tx,
        {
          method: "mpesa",
          source: "paybill",
          receiptNumber: "TGH7654321",
          receivedAt: new Date(),
          amount: 500,
          orderId: null,
        },
        new Date(),
      ),
    );
    await markPaymentRefunded(database.db, { orderId: signedIn.orderId, staffName: "Boss Admin" });
    await setOrderStatus(database.db, [staff.orderId], "cancelled");
    await setOrderStatus(database.db, [staff.orderId], "delivered");
    await expectKeptFiguresRecounted(database.db);

    // Kevin registers with the phone of his guest orders: they are his account's now (041).
    expect(await search(kevin)).toEqual([
      expect.objectContaining({ key: "phone:+254733444555", orderCount: 2 }),
    ]);
    await insertAccounts(database.db, [
      { id: "kevin", firstName: "Kevin", lastName: "Mutua", phone: "+254733444555" },
    ]);
    expect(await search(kevin)).toEqual([
      expect.objectContaining({ key: "account:kevin", hasAccount: true, orderCount: 2 }),
    ]);
    // Amina changes her phone; Kevin's account becomes staff: his orders are nobody's (008).
    await database.db.update(user).set({ phone: "+254733444555" }).where(eq(user.id, "amina"));
    await database.db
      .update(user)
      .set({ role: "admin", staffRole: "owner" })
      .where(eq(user.id, "kevin"));
    await expectKeptFiguresRecounted(database.db);
    expect(await search(kevin)).toEqual([
      expect.objectContaining({ key: "account:amina", orderCount: 3 }),
    ]);
    // Amina, the walk-in customer and the WhatsApp order without a contact.
    expect(await getCustomerStats(database.db)).toMatchObject({ total: 3 });
  });
});
