import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader } from "#app/routes/admin/customers.tsx";
import { parseCustomerListQuery } from "#contracts/admin-customer-query.ts";
import { getCustomerDetails } from "#server/customers/customer-detail-queries.ts";
import { getCustomerStats, listCustomers } from "#server/customers/customer-list-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { insertProducts } from "./support/factories";
import { daysAgo, insertAccounts, insertCustomerOrders } from "./support/customer-fixtures";
import { insertOrders } from "./support/order-factories";
import { routeArgs } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
const mercyLastOrder = daysAgo(3);
const kevinFirstOrder = daysAgo(12);
const kevinLastOrder = daysAgo(1);

type OrderSpec = Parameters<typeof insertOrders>[1][number];

/** An order placed without signing in, delivered; WhatsApp orders need no contact (SPEC §5). */
const guestOrder = (phone: string | null, total: number, at: Date, more: OrderSpec = {}) => {
  const contact = { userId: null, fullName: null, email: null, phone };
  return { ...contact, status: "delivered", subtotal: total, createdAt: at, ...more } as OrderSpec;
};

/** A customer account: 'First Last', a phone, created `days` ago. */
const account = (id: string, name: string, phone: string, days: number) => {
  const [firstName, ...last] = name.split(" ");
  return { id, firstName, lastName: last.join(" "), phone, createdAt: daysAgo(days) };
};

// Five customers with accounts and 22 quiet ones who make a second page; an admin; and four
// customers known only by their orders (decision 041). Lifetime values are hand-computed.
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await insertProducts(db, [{ id: "rose", price: 1000 }]);
  await insertAccounts(db, [
    account("wanjiru", "Wanjiru Kamau", "+254711000111", 10),
    account("otieno", "Otieno Ouma", "+254720000222", 40),
    { ...account("amina", "Amina Hassan", "+254720000333", 90), email: "amina@example.co.ke" },
    account("brian", "Brian Kiprop", "+254720000444", 2),
    { ...account("mercy", "Mercy Wambui", "+254722111222", 60), email: "mercy@example.co.ke" },
    { ...account("boss", "Boss Admin", "+254700000001", 1), role: "admin" },
    ...Array.from({ length: 22 }, (_, i) => {
      const n = String(i + 1).padStart(2, "0");
      return account(`quiet${n}`, `Quiet Person ${n}`, `+2547990000${n}`, 200 + i);
    }),
  ]);
  const rose = (quantity: number) => [{ productId: "rose", price: 1000, quantity }];
  await insertCustomerOrders(db, [
    { userId: "wanjiru", status: "delivered", createdAt: daysAgo(5), lines: rose(6) },
    { userId: "wanjiru", status: "cancelled", createdAt: daysAgo(3), lines: rose(9) },
    { userId: "otieno", status: "delivered", lines: rose(3) },
    { userId: "otieno", status: "pending", lines: rose(2) },
    { userId: "amina", status: "shipped", lines: rose(12) },
    // Awaiting its chat: not a sale yet (decision 037).
    { userId: "brian", status: "pending", orderMethod: "whatsapp", lines: rose(7) },
    // Signed in, with another phone on the form: still Mercy's, by her account.
    { userId: "mercy", status: "processing", createdAt: mercyLastOrder, lines: rose(1) },
  ]);
  const mercy = "+254722111222";
  const kevin = "+254733444555";
  await insertOrders(db, [
    // Mercy's phone, without signing in: on the website, then over WhatsApp.
    guestOrder(mercy, 2500, daysAgo(20), { fullName: "Mercy W." }),
    guestOrder(mercy, 4000, daysAgo(7), { orderMethod: "whatsapp" }),
    // Kevin has no account; his WhatsApp order awaiting its chat gave no name.
    guestOrder(kevin, 3000, kevinFirstOrder, { fullName: "Kevin Mutua", email: "kevin@mail.ke" }),
    guestOrder(kevin, 2000, kevinLastOrder, { status: "pending", orderMethod: "whatsapp" }),
    // Placed from a staff account: staff are not customers (decision 008), nor their orders.
    guestOrder("+254744555666", 4500, daysAgo(45), { userId: "boss", fullName: "Zawadi Achieng" }),
    // Old rows without a phone: one customer by e-mail, whatever its case.
    guestOrder(null, 1000, daysAgo(180), { fullName: "Njoroge K.", email: "OLD@mail.ke" }),
    guestOrder(null, 1200, daysAgo(150), { fullName: "Njoroge Kariuki", email: "old@mail.ke" }),
    // A confirmed WhatsApp order with no contact at all: a customer of its own.
    guestOrder(null, 700, daysAgo(5), { orderMethod: "whatsapp", status: "confirmed" }),
  ]);
});
afterAll(() => database.close());

const list = (query: string) =>
  listCustomers(database.db, parseCustomerListQuery(new URLSearchParams(query)));
const names = async (query: string) =>
  (await list(query)).customers.map((customer) => customer.name);
/** Joined in the last 30 days, newest first; null: the WhatsApp order without a contact. */
const newest = ["Brian Kiprop", null, "Wanjiru Kamau", "Kevin Mutua"];
/** Lifetime value above KSh 5,000, the highest first. */
const mostValuable = ["Amina Hassan", "Mercy Wambui", "Wanjiru Kamau"];

describe(`the admin's customers on ${testDatabaseKind} (SPEC §2 Customers)`, () => {
  test("stat cards: everyone who has an account or ordered, those new in 30 days, the average lifetime value", async () => {
    // 27 accounts + Kevin, Njoroge and the WhatsApp order without a contact = 30;
    // (6,000 + 5,000 + 12,000 + 7,500 + 3,000 + 2,200 + 700) / 30 = 1,213.3.
    const stats = { total: 30, newThisMonth: 4, averageLifetimeValue: 1213 };
    expect(await getCustomerStats(database.db)).toEqual(stats);
  });

  test("an account, its guest website order and its WhatsApp order with the same phone are one customer", async () => {
    const { customers } = await list("search=mercy");
    const lastOrderAt = mercyLastOrder.toISOString();
    expect(customers).toEqual([
      expect.objectContaining({ key: "account:mercy", name: "Mercy Wambui", lastOrderAt }),
    ]);
    expect(customers[0]).toMatchObject({ hasAccount: true, orderCount: 3, lifetimeValue: 7500 });
  });

  test("a guest with another phone is a customer of their own, joined at their first order", async () => {
    const { customers } = await list("search=kevin");
    expect(customers).toEqual([
      {
        key: "phone:+254733444555",
        hasAccount: false,
        name: "Kevin Mutua",
        email: "kevin@mail.ke",
        phone: "+254733444555",
        joinedAt: kevinFirstOrder.toISOString(),
        lastOrderAt: kevinLastOrder.toISOString(),
        // The WhatsApp order awaiting its chat counts as an order, not as value (decision 037).
        orderCount: 2,
        lifetimeValue: 3000,
      },
    ]);
  });

  test("lifetime value sums their orders but not a cancelled one", async () => {
    const { customers } = await list("search=wanjiru");
    expect(customers).toEqual([
      expect.objectContaining({ name: "Wanjiru Kamau", orderCount: 2, lifetimeValue: 6000 }),
    ]);
  });

  test("a staff account is no customer, nor are the orders placed from it", async () => {
    expect(await names("search=Boss")).toEqual([]);
    expect(await names("search=zawadi")).toEqual([]);
    expect(await names("search=0744 555")).toEqual([]);
  });

  test("orders without a phone are one customer by e-mail; with nothing to go by, each its own", async () => {
    expect((await list("search=old@")).customers).toEqual([
      expect.objectContaining({
        key: "email:old@mail.ke",
        name: "Njoroge Kariuki",
        orderCount: 2,
        lifetimeValue: 2200,
      }),
    ]);
    const nameless = (await list("filter=new")).customers.filter((row) => row.name === null);
    expect(nameless).toEqual([
      expect.objectContaining({ key: expect.stringMatching(/^order:LOR-/), lifetimeValue: 700 }),
    ]);
  });

  test("New: joined in the last 30 days (a guest at their first order), newest first", async () => {
    expect(await names("filter=new")).toEqual(newest);
  });

  test("High Value: above KSh 5,000 — exactly 5,000 is not", async () => {
    expect(await names("filter=high-value&sort=value&dir=desc")).toEqual(mostValuable);
  });

  test("sorts by customer name (no name last), joined date and lifetime value, both ways", async () => {
    const sorted = await names("sort=customer&dir=asc");
    expect(sorted.slice(0, 3)).toEqual(["Amina Hassan", "Brian Kiprop", "Kevin Mutua"]);
    expect((await names("sort=customer&dir=asc&page=2")).at(-1)).toBeNull();
    expect((await names("sort=customer&dir=desc"))[0]).toBe("Wanjiru Kamau");
    expect((await names("sort=customer&dir=desc&page=2")).at(-1)).toBeNull();
    expect((await names("sort=joined&dir=desc")).slice(0, 4)).toEqual(newest);
    expect((await names("sort=joined&dir=asc"))[0]).toBe("Quiet Person 22");
    expect((await names("sort=value&dir=desc")).slice(0, 3)).toEqual(mostValuable);
  });

  test("searches names, e-mail addresses and phones as typed (0733 444 finds a guest's +254733444…)", async () => {
    expect(await names("search=OUMA")).toEqual(["Otieno Ouma"]);
    expect(await names("search=amina@")).toEqual(["Amina Hassan"]);
    expect(await names("search=0711 000")).toEqual(["Wanjiru Kamau"]);
    expect(await names("search=0733 444")).toEqual(["Kevin Mutua"]);
    expect(await names("search=0722111222")).toEqual(["Mercy Wambui"]);
    expect(await names("search=%25")).toEqual([]);
  });

  test("pages of 20: a page past the end shows the last page", async () => {
    const first = await list("sort=joined&dir=asc");
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.customers).toHaveLength(20);
    const last = await list("sort=joined&dir=asc&page=9");
    expect(last.page).toBe(2);
    expect(last.customers.map((customer) => customer.name)).toEqual([
      "Quiet Person 02",
      "Quiet Person 01",
      "Njoroge Kariuki",
      "Amina Hassan",
      "Mercy Wambui",
      "Otieno Ouma",
      "Kevin Mutua",
      "Wanjiru Kamau",
      null,
      "Brian Kiprop",
    ]);
  });

  test("the details dialog: an account's orders, those with its phone too, newest first", async () => {
    const details = await getCustomerDetails(database.db, "account:wanjiru");
    expect(details).toMatchObject({ name: "Wanjiru Kamau", phone: "+254711000111" });
    expect(
      details?.orders.map(({ itemCount, total, status }) => ({ itemCount, total, status })),
    ).toEqual([
      { itemCount: 9, total: 9000, status: "cancelled" },
      { itemCount: 6, total: 6000, status: "delivered" },
    ]);
    const mercy = await getCustomerDetails(database.db, "account:mercy");
    expect(mercy?.orders.map(({ total, orderMethod }) => ({ total, orderMethod }))).toEqual([
      { total: 1000, orderMethod: "website" },
      { total: 4000, orderMethod: "whatsapp" },
      { total: 2500, orderMethod: "website" },
    ]);
  });

  test("the details dialog of a guest: found by phone, with their orders", async () => {
    const kevin = await getCustomerDetails(database.db, "phone:+254733444555");
    expect(kevin).toMatchObject({ name: "Kevin Mutua", hasAccount: false, lifetimeValue: 3000 });
    expect(kevin?.orders.map(({ total, status }) => ({ total, status }))).toEqual([
      { total: 2000, status: "pending" },
      { total: 3000, status: "delivered" },
    ]);
    const njoroge = await getCustomerDetails(database.db, "email:old@mail.ke");
    expect(njoroge?.orders.map(({ total }) => total)).toEqual([1200, 1000]);
    expect(await getCustomerDetails(database.db, "phone:+254700999999")).toBeUndefined();
    expect(await getCustomerDetails(database.db, "account:boss")).toBeUndefined();
  });

  test("the page's ?customer= takes a customer key; anything else opens no dialog", async () => {
    const parse = (customer: string) =>
      parseCustomerListQuery(new URLSearchParams({ customer })).customer;
    expect(parse("phone:+254733444555")).toBe("phone:+254733444555");
    expect(parse("account:wanjiru")).toBe("account:wanjiru");
    expect(parse("wanjiru")).toBeUndefined();
    expect(parse("account:a b")).toBeUndefined();
    expect(parse("phone:\u0000")).toBeUndefined();
  });

  test("when the database fails, the loader throws to the error boundary's SPEC §8 state", async () => {
    const broken = await openTestDatabase();
    await broken.close();
    const request = new Request("https://loris.example/admin/customers?filter=new");
    await expect(loader(routeArgs(broken, request, "/admin/customers"))).rejects.toThrow();
  });
});
