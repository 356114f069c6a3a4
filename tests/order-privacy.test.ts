import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader } from "#app/routes/order-success.tsx";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { orderAccessToken, orderTrackingUrl } from "#server/orders/order-access-token.ts";
import { makeBrowser } from "./support/accounts";
import { orderIdIn } from "./support/checkout-forms";
import { insertProducts } from "./support/factories";
import { routeContext } from "./support/route-context";
import { checkOutFrom } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [{ id: "rose", name: "Rose Dawn", price: 4500 }]);
});
afterAll(() => database.close());

/** A guest's WhatsApp order through /cart and /checkout; its id and the cookie the answer set. */
async function placeGuestOrder(): Promise<{ orderId: string; cookie: string }> {
  const placed = await checkOutFrom(database, makeBrowser(), [{ id: "rose", quantity: 1 }]);
  expect(placed.status).toBe(303);
  const orderId = orderIdIn(placed.headers.get("Location"));
  return { orderId, cookie: placed.headers.get("Set-Cookie")!.split(";")[0]! };
}

/** The order success page's loader, as a browser with this cookie would call it. */
async function openOrder(query: string, cookie?: string) {
  const request = new Request(`https://loris.example/order-success?${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const context = routeContext(database, { WHATSAPP_NUMBER: "254711222333" });
  return loader({
    request,
    url: new URL(request.url),
    context,
    params: {},
    pattern: "/order-success",
  });
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  const thrown: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  const { init, data } = thrown as { init: { status: number }; data: unknown };
  return { status: init.status, data };
}

describe(`order privacy on ${testDatabaseKind} (DESIGN §6)`, () => {
  test("the browser that placed an order sees it, with its WhatsApp link", async () => {
    const { orderId, cookie } = await placeGuestOrder();
    const page = await openOrder(`orderId=${orderId}&via=whatsapp`, cookie);
    expect(page.order).toMatchObject({ id: orderId, total: 4500, orderMethod: "whatsapp" });
    expect(page.whatsappUrl).toMatch(/^https:\/\/wa\.me\/254711222333\?text=/);
    expect(decodeURIComponent(page.whatsappUrl!.split("text=")[1]!)).toContain(`Order: ${orderId}`);
  });

  test("another browser, or a forged cookie, gets 'Order not found'", async () => {
    const { orderId, cookie } = await placeGuestOrder();
    expect(await refusal(openOrder(`orderId=${orderId}`))).toEqual({
      status: 404,
      data: "Order not found",
    });
    const forged = cookie.replace(
      /=.*/,
      `=${Buffer.from(JSON.stringify([orderId])).toString("base64")}`,
    );
    expect(await refusal(openOrder(`orderId=${orderId}`, forged))).toEqual({
      status: 404,
      data: "Order not found",
    });
  });

  test("the link in the confirmation e-mail opens the order in any browser; a wrong token does not", async () => {
    const { orderId } = await placeGuestOrder();
    const token = orderAccessToken(orderId, "route-test-secret");
    expect((await openOrder(`orderId=${orderId}&token=${token}`)).order.id).toBe(orderId);
    const other = await placeGuestOrder();
    expect(await refusal(openOrder(`orderId=${other.orderId}&token=${token}`))).toEqual({
      status: 404,
      data: "Order not found",
    });
  });

  test("an SMS's tracking link opens the order with who is bringing it; a wrong signature leaks nothing (decision 079)", async () => {
    const { orderId } = await placeGuestOrder();
    await database.db
      .update(order)
      .set({ riderName: "Baraka Otieno", riderPhone: "+254722000111" })
      .where(eq(order.id, orderId));
    const url = new URL(orderTrackingUrl("https://loris.example", orderId, "route-test-secret"));
    expect(url.pathname).toBe(`/track/${orderId}`);
    const track = (query: string) => {
      const request = new Request(`https://loris.example/track/${orderId}?${query}`);
      return loader({
        request,
        url: new URL(request.url),
        context: routeContext(database),
        params: { orderId },
        pattern: "/track/:orderId",
      });
    };
    const page = await track(url.search.slice(1));
    expect(page.order.dispatch).toEqual({
      way: "rider",
      name: "Baraka Otieno",
      phone: "+254722000111",
    });
    expect(page.liveQuery).toBe(`orderId=${orderId}&token=${url.searchParams.get("k")}`);
    const forged = `k=${"A".repeat(16)}`;
    expect(await refusal(track(forged))).toEqual({ status: 404, data: "Order not found" });
    expect(await refusal(track(`k=${url.searchParams.get("k")!.slice(0, 15)}`))).toEqual({
      status: 404,
      data: "Order not found",
    });
  });

  test("no order id says so", async () => {
    expect(await refusal(openOrder(""))).toEqual({ status: 400, data: "No order ID provided" });
  });
});
