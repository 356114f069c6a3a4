import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AdminOrderQuery } from "#contracts/admin-order-query.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { listAdminOrders } from "#server/orders/admin-order-queries.ts";
import { loadAdminOrdersPage } from "./support/admin-orders-page";
import { insertOrders } from "./support/order-factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
const hour = 3_600_000;
const placedAt = (hours: number) => new Date(Date.UTC(2026, 10, 1, 8) + hours * hour);

// Eight orders an hour apart: six ongoing (cancelled among them), two delivered.
const fixtures = [
  { id: "LOR-1790000000001", status: "pending", fullName: "Wanjiru Kamau" },
  {
    id: "LOR-1790000000002",
    status: "confirmed",
    fullName: "Otieno Odhiambo",
    email: "otieno@mail.ke",
    phone: "+254722000111",
  },
  {
    id: "LOR-1790000000003",
    status: "processing",
    fullName: "Achieng Atieno",
    subtotal: 4000,
    items: [
      { name: "Amber Veil", price: 1500, quantity: 2 },
      { name: "Oud Royale", price: 1000, quantity: 1 },
    ],
  },
  {
    id: "LOR-1790000000004",
    status: "shipped",
    fullName: null,
    email: null,
    userId: "u-baraka",
    userDisplayName: "Baraka Mwangi",
    userEmail: "baraka@acct.ke",
  },
  { id: "LOR-1790000000005", status: "delivered", fullName: "Njeri Wambui" },
  { id: "LOR-1790000000006", status: "delivered", fullName: "Kamau Njoroge" },
  { id: "LOR-1790000000007", status: "cancelled", fullName: "Zawadi 100%_off" },
  {
    id: "LOR-1790000000008",
    status: "pending",
    orderMethod: "whatsapp",
    fullName: null,
    email: null,
    phone: null,
  },
] as const;
const idOf = (n: number) => `LOR-179000000000${n}`;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertOrders(
    database.db,
    fixtures.map((fixture, i) => ({
      ...fixture,
      items: "items" in fixture ? [...fixture.items] : undefined,
      createdAt: placedAt(i + 1),
    })),
  );
});
afterAll(() => database.close());

const view = (query: Partial<AdminOrderQuery>, pageSize?: number) =>
  listAdminOrders(database.db, { tab: "ongoing", sort: "newest", page: 1, ...query }, pageSize);
const ids = async (query: Partial<AdminOrderQuery>) =>
  (await view(query)).orders.map((row) => row.id);

describe(`Order Management list on ${testDatabaseKind} (SPEC §2)`, () => {
  test("the tabs: delivered orders apart, every other status (cancelled too) ongoing, with counts", async () => {
    const list = await view({});
    expect(list.counts).toEqual({ ongoing: 6, delivered: 2 });
    expect(list.orders.map((row) => row.id)).toEqual([8, 7, 4, 3, 2, 1].map(idOf));
    expect(await ids({ tab: "delivered" })).toEqual([6, 5].map(idOf));
  });

  test("Oldest First reverses the order", async () => {
    expect(await ids({ sort: "oldest" })).toEqual([1, 2, 3, 4, 7, 8].map(idOf));
    expect(await ids({ tab: "delivered", sort: "oldest" })).toEqual([5, 6].map(idOf));
  });

  test("the status filter narrows the tab", async () => {
    expect(await ids({ status: "cancelled" })).toEqual([idOf(7)]);
    expect(await ids({ status: "pending" })).toEqual([8, 1].map(idOf));
    expect(await ids({ status: "delivered" })).toEqual([]);
    const filtered = await view({ status: "shipped" });
    expect(filtered.total).toBe(1);
    expect(filtered.counts).toEqual({ ongoing: 6, delivered: 2 });
  });

  test("search finds names, whatever the case and the order of the words", async () => {
    expect(await ids({ search: "kamau" })).toEqual([idOf(1)]);
    expect(await ids({ tab: "delivered", search: "KAMAU" })).toEqual([idOf(6)]);
    expect(await ids({ search: "kamau  WANJIRU" })).toEqual([idOf(1)]);
    expect(await ids({ search: "kamau otieno" })).toEqual([]);
  });

  test("search finds an order ID, an e-mail and a phone typed the Kenyan way", async () => {
    expect(await ids({ search: idOf(3) })).toEqual([idOf(3)]);
    expect(await ids({ search: "lor-1790000000003" })).toEqual([idOf(3)]);
    expect(await ids({ search: "otieno@mail" })).toEqual([idOf(2)]);
    expect(await ids({ search: "0722 000 111" })).toEqual([idOf(2)]);
    expect(await ids({ search: "0722000" })).toEqual([idOf(2)]);
    expect(await ids({ search: "+254722" })).toEqual([idOf(2)]);
    for (const typed of ["722 000 111", "722000111", "254722000111", "+254 722-000-111"]) {
      expect(await ids({ search: typed }), typed).toEqual([idOf(2)]);
    }
    // Nine digits of an order id that could also be a phone without its 0: the ids still match.
    expect(await ids({ search: "790000000" })).toEqual([8, 7, 4, 3, 2, 1].map(idOf));
  });

  test("an order without contact details shows and matches the account's name and e-mail", async () => {
    const [row] = (await view({ search: "baraka@acct" })).orders;
    expect(row).toMatchObject({
      id: idOf(4),
      customerName: "Baraka Mwangi",
      email: "baraka@acct.ke",
    });
  });

  test("% and _ in a search match themselves, not any text", async () => {
    expect(await ids({ search: "%" })).toEqual([idOf(7)]);
    expect(await ids({ search: "100%_" })).toEqual([idOf(7)]);
    expect(await ids({ search: "a_a" })).toEqual([]);
  });

  test("pages of the view, the last page for a page past the end", async () => {
    const first = await view({}, 4);
    expect(first.orders.map((row) => row.id)).toEqual([8, 7, 4, 3].map(idOf));
    expect(first).toMatchObject({ total: 6, pageCount: 2 });
    expect((await view({ page: 2 }, 4)).orders.map((row) => row.id)).toEqual([2, 1].map(idOf));
    const beyond = await view({ page: 9 }, 4);
    expect(beyond.query.page).toBe(2);
    expect(beyond.orders.map((row) => row.id)).toEqual([2, 1].map(idOf));
  });

  test("each row carries its items, the units ordered and the money", async () => {
    const [row] = (await view({ search: idOf(3) })).orders;
    expect(row).toMatchObject({
      customerName: "Achieng Atieno",
      itemCount: 3,
      subtotal: 4000,
      shipping: 0,
      tax: 552,
      total: 4000,
      items: [
        { name: "Amber Veil", price: 1500, quantity: 2 },
        { name: "Oud Royale", price: 1000, quantity: 1 },
      ],
    });
  });

  test("the page reads its view from the URL, and ignores what it cannot read", async () => {
    const load = (search: string) => loadAdminOrdersPage(database, search);
    const delivered = await load("?tab=delivered&sort=oldest&search=njeri");
    expect(delivered.orders.map((row) => row.id)).toEqual([idOf(5)]);
    expect(delivered.query).toMatchObject({ tab: "delivered", sort: "oldest", search: "njeri" });
    const garbled = await load("?tab=archive&status=lost&sort=random&page=-3");
    expect(garbled.query).toEqual({ tab: "ongoing", sort: "newest", page: 1 });
    expect(garbled.orders).toHaveLength(6);
  });
});
