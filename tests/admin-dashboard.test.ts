import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader } from "#app/routes/admin/dashboard.tsx";
import type { StaffRole } from "#contracts/staff-roles.ts";
import { addToCart, removeFromCart } from "#server/cart/cart-store.ts";
import { getDashboardFigures } from "#server/dashboard/dashboard-queries.ts";
import { cart } from "#server/db/cart-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { productSize } from "#server/db/schema.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { insertProducts, sizeIdOf } from "./support/factories";
import { daysAgo, insertAccounts, insertCustomerOrders } from "./support/customer-fixtures";
import { expectKeptFiguresRecounted } from "./support/kept-figures-recount";
import { newRefundKey, paidDeliveredOrder, postRefund } from "./support/order-refunds";
import { routeArgs } from "./support/shopper";
import { insertStaff, staffRouteContext } from "./support/staff-members";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let orderIds: string[];
let customerIds: string[];

// Hand-computed fixtures: six orders, one cancelled (musk × 10 would otherwise top the list).
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await insertProducts(db, [
    { id: "oud", name: "Oud Royale", price: 28000 },
    { id: "rose", name: "Rose de Karen", price: 4500 },
    { id: "musk", name: "White Musk", price: 1200 },
    { id: "amber", name: "Amber Veil", price: 2500 },
    { id: "cedar", name: "Cedar Night", price: 3000 },
    { id: "sold-out", name: "Vanilla Dusk", inStock: false },
    { id: "three-left", name: "Fig Leaf", stockLevel: 3 },
    { id: "four-left", name: "Sea Salt", stockLevel: 4 },
    { id: "five-left", name: "Neroli", stockLevel: 5 },
    { id: "untracked", name: "Leather Road", stockLevel: null },
  ]);
  customerIds = await insertAccounts(db, [
    { firstName: "Wanjiru" },
    { firstName: "Otieno" },
    { firstName: "Amina" },
    { firstName: "Boss", role: "admin" },
  ]);
  const line = (productId: string, price: number, quantity: number) => ({
    productId,
    price,
    quantity,
  });
  orderIds = await insertCustomerOrders(db, [
    {
      id: "LOR-1",
      status: "delivered",
      createdAt: daysAgo(6),
      lines: [line("rose", 4500, 3), line("musk", 1200, 2)],
    },
    { id: "LOR-2", status: "pending", createdAt: daysAgo(5), lines: [line("oud", 28000, 1)] },
    { id: "LOR-3", status: "cancelled", createdAt: daysAgo(4), lines: [line("musk", 1200, 10)] },
    {
      id: "LOR-4",
      status: "shipped",
      createdAt: daysAgo(3),
      lines: [line("amber", 2500, 2), line("cedar", 3000, 1)],
    },
    {
      id: "LOR-5",
      status: "processing",
      fullName: "Amina Hassan",
      createdAt: daysAgo(2),
      lines: [line("musk", 1200, 1), line("cedar", 3000, 1)],
    },
    { id: "LOR-6", status: "confirmed", createdAt: daysAgo(1), lines: [line("rose", 4500, 1)] },
  ]);
});
afterAll(() => database.close());

describe(`the admin dashboard's figures on ${testDatabaseKind} (SPEC §2 Dashboard)`, () => {
  test("revenue sums every order but the cancelled one; orders, customers and products are counted", async () => {
    const figures = await getDashboardFigures(database.db);
    // 15,900 + 28,000 + 8,000 + 4,200 + 4,500; the cancelled 12,000 is left out.
    expect(figures.totalRevenue).toBe(60600);
    // None of these orders is paid yet, so all of it is still to collect.
    expect(figures).toMatchObject({ paidRevenue: 0, unpaidRevenue: 60600 });
    expect(figures.orderCount).toBe(6);
    expect(figures.customerCount).toBe(3);
    expect(figures.productCount).toBe(10);
  });

  test("Today, the last 7 and the last 30 days: the days' orders and sales, from the kept days", async () => {
    const { recentSales } = await getDashboardFigures(database.db);
    expect(recentSales).toEqual([
      { label: "Today", days: 1, orders: 0, sales: 0 },
      { label: "7 days", days: 7, orders: 6, sales: 60600 },
      { label: "30 days", days: 30, orders: 6, sales: 60600 },
    ]);
    // Two days on, the first two orders fall out of the last 7 days.
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const { recentSales: after } = await getDashboardFigures(database.db, { now: later });
    expect(after[1]).toMatchObject({ orders: 4, sales: 16_700 });
  });

  test("Recent Orders are the 5 newest, newest first, with the checkout's name and status", async () => {
    const { recentOrders } = await getDashboardFigures(database.db);
    expect(recentOrders.map((order) => order.id)).toEqual(orderIds.slice(1).reverse());
    expect(recentOrders[1]).toMatchObject({
      id: "LOR-5",
      customerName: "Amina Hassan",
      total: 4200,
      status: "processing",
    });
  });

  test("Top Selling Products: the 4 most units over orders not cancelled, with their revenue", async () => {
    const { topProducts } = await getDashboardFigures(database.db);
    expect(topProducts).toEqual([
      { productId: "rose", name: "Rose de Karen", unitsSold: 4, revenue: 18000 },
      { productId: "musk", name: "White Musk", unitsSold: 3, revenue: 3600 },
      // Two units each: more revenue first.
      { productId: "cedar", name: "Cedar Night", unitsSold: 2, revenue: 6000 },
      { productId: "amber", name: "Amber Veil", unitsSold: 2, revenue: 5000 },
    ]);
  });

  test("Alerts: sizes out of stock first, then stock levels under 5; 5 and untracked stock are fine", async () => {
    const { alerts, alertCount } = await getDashboardFigures(database.db);
    const alert = (
      productId: string,
      name: string,
      inStock: boolean,
      stockLevel: number | null,
    ) => ({
      productId,
      sizeId: sizeIdOf(productId),
      name,
      sizeLabel: "50ml",
      inStock,
      stockLevel,
      // Nobody asked to hear when they are back (decision 066).
      waiting: 0,
    });
    expect(alerts).toEqual([
      alert("sold-out", "Vanilla Dusk", false, null),
      alert("three-left", "Fig Leaf", true, 3),
      alert("four-left", "Sea Salt", true, 4),
    ]);
    expect(alertCount).toBe(3);
  });

  test("Open carts: carts with items touched in the last 7 days, valued at today's prices", async () => {
    const { db } = database;
    const guest = { guestCartId: undefined };
    // A guest's cart of two lines counts once: 2 × 4,500 + 1,200.
    const { cartId: guestCart } = await addToCart(db, guest, { productId: "rose" }, 2);
    await addToCart(db, { guestCartId: guestCart }, { productId: "musk" }, 1);
    // A customer's cart, one of its products repriced since: 28,000 + 1,800.
    await addToCart(db, { userId: customerIds[0]! }, { productId: "oud" }, 1);
    await addToCart(db, { userId: customerIds[0]! }, { productId: "untracked" }, 1);
    await db.update(productSize).set({ price: 1800 }).where(eq(productSize.productId, "untracked"));
    // Left out: a cart last touched 8 days ago, and one emptied today.
    const { cartId: staleCart } = await addToCart(db, guest, { productId: "cedar" }, 3);
    await db
      .update(cart)
      .set({ updatedAt: daysAgo(8) })
      .where(eq(cart.id, staleCart));
    const { cartId: emptiedCart } = await addToCart(db, guest, { productId: "amber" }, 1);
    await removeFromCart(db, { guestCartId: emptiedCart }, sizeIdOf("amber"));

    const { openCarts } = await getDashboardFigures(db);
    expect(openCarts).toEqual({ carts: 2, value: 10200 + 29800 });
  });

  test("when the database fails, the loader throws to the error boundary's SPEC §8 state", async () => {
    const broken = await openTestDatabase();
    await broken.close();
    const request = new Request("https://loris.example/admin");
    await expect(loader(routeArgs(broken, request, "/admin"))).rejects.toThrow();
  });
});

describe(`WhatsApp orders on the dashboard, on ${testDatabaseKind} (decision 037)`, () => {
  let shop: DatabaseHandle;
  beforeAll(async () => {
    shop = await openTestDatabase();
    await insertProducts(shop.db, [
      { id: "oud", name: "Oud Royale", price: 28000 },
      { id: "rose", name: "Rose de Karen", price: 4500 },
    ]);
  });
  afterAll(() => shop.close());

  test("an order awaiting its chat counts in neither Total Revenue nor Top Selling until staff confirm it", async () => {
    const [awaitingChat] = await insertCustomerOrders(shop.db, [
      {
        status: "pending",
        orderMethod: "whatsapp",
        lines: [{ productId: "oud", price: 28000, quantity: 5 }],
      },
      {
        status: "confirmed",
        orderMethod: "whatsapp",
        lines: [{ productId: "rose", price: 4500, quantity: 2 }],
      },
      // A website order counts from the start, paid at the door or later.
      { status: "pending", lines: [{ productId: "rose", price: 4500, quantity: 1 }] },
      {
        status: "cancelled",
        orderMethod: "whatsapp",
        lines: [{ productId: "oud", price: 28000, quantity: 1 }],
      },
    ]);

    const before = await getDashboardFigures(shop.db);
    expect(before).toMatchObject({ totalRevenue: 13500, unpaidRevenue: 13500, orderCount: 4 });
    expect(before.topProducts).toEqual([
      { productId: "rose", name: "Rose de Karen", unitsSold: 3, revenue: 13500 },
    ]);

    await setOrderStatus(shop.db, [awaitingChat!], "confirmed");
    const after = await getDashboardFigures(shop.db);
    expect(after.totalRevenue).toBe(13500 + 140000);
    expect(after.topProducts[0]).toEqual({
      productId: "oud",
      name: "Oud Royale",
      unitsSold: 5,
      revenue: 140000,
    });
  });
});

describe(`Order refunds on the dashboard, on ${testDatabaseKind} (decision 076)`, () => {
  let shop: DatabaseHandle;
  beforeAll(async () => {
    shop = await openTestDatabase();
  });
  afterAll(() => shop.close());

  test("a refund comes off Total Revenue and Paid and shows as refunded; a role without revenue.view gets none of it", async () => {
    const placed = await paidDeliveredOrder(shop);
    const before = await getDashboardFigures(shop.db);
    expect(before).toMatchObject({ totalRevenue: 9000, paidRevenue: 9000, refunded: 0 });
    expect(
      await postRefund(shop, {
        orderId: placed.orderId,
        idempotencyKey: newRefundKey(),
        amount: "6500",
        way: "cash",
      }),
    ).toMatchObject({ ok: true });
    const after = await getDashboardFigures(shop.db);
    expect(after).toMatchObject({
      totalRevenue: 9000 - 6500,
      paidRevenue: 9000 - 6500,
      unpaidRevenue: before.unpaidRevenue,
      refunded: 6500,
      orderCount: before.orderCount,
    });
    await expectKeptFiguresRecounted(shop.db);

    const dashboardAs = async (role: StaffRole) => {
      const staff = await insertStaff(shop.db, role);
      const request = new Request("https://loris.example/admin");
      return loader({
        request,
        url: new URL(request.url),
        context: staffRouteContext(shop, staff),
        params: {},
        pattern: "/admin",
      });
    };
    expect((await dashboardAs("owner")).figures).toMatchObject({ refunded: 6500 });
    const sales = await dashboardAs("sales");
    expect(sales.showsRevenue).toBe(false);
    expect(sales.figures).toMatchObject({ totalRevenue: 0, paidRevenue: 0, refunded: 0 });
    expect(sales.figures.recentSales.map((period) => period.sales)).toEqual([0, 0, 0]);
  });
});
