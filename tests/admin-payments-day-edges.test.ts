import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { nairobiDay, nairobiInstant } from "#contracts/nairobi-time.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { recordPayment } from "#server/payments/ledger/order-balance.ts";
import { readCsv } from "./support/csv-reader";
import { askShop, figure, listed, paymentsPageAt, sumsInDatabase } from "./support/payments-page";
import { serveShop } from "./support/served-shop";
import type { Browser } from "./support/shopper";
import { signedInBrowser } from "./support/signed-in";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 056: the Payments page at its edges — a day of more payments than a page, a day or
// state that is not one, and who may not see it.

let database: DatabaseHandle;
let shop: Awaited<ReturnType<typeof serveShop>>;
let admin: Browser;

beforeAll(async () => {
  database = await openTestDatabase();
  shop = await serveShop(database, (origin) => ({ PUBLIC_URL: origin, AUTH_RATE_LIMIT: "100" }), {
    isCached: false,
  });
  admin = await signedInBrowser(shop.services, "admin");
});
afterAll(async () => {
  await shop?.stop();
  await database?.close();
});

const ask = (browser: Browser | undefined, path: string, form?: Record<string, string>) =>
  askShop(shop.url, browser, path, form);
const paymentsPage = (search: string) => paymentsPageAt(shop.url, admin, search);

describe(`the Payments page's edges on ${testDatabaseKind}`, () => {
  test("a busy day lists 100 payments a page, while its totals and CSV count them all", async () => {
    const busyDay = "2026-04-01";
    await database.db.transaction(async (tx) => {
      for (let minute = 0; minute < 105; minute += 1) {
        await recordPayment(
          tx,
          {
            method: "cash",
            source: "door",
            amount: 100 + minute,
            orderId: null,
            receivedAt: new Date(nairobiInstant(`${busyDay}T08:00:00`).getTime() + minute * 60_000),
          },
          new Date(),
        );
      }
    });
    const first = await paymentsPage(`?day=${busyDay}`);
    expect(listed(first.html)).toHaveLength(100);
    expect(first.html).toContain(`href="/admin/payments?day=${busyDay}&amp;page=2"`);
    expect(figure(first.text, "Received")).toBe(
      (await sumsInDatabase(database.db, busyDay)).received,
    );
    const second = await paymentsPage(`?day=${busyDay}&page=2`);
    expect(listed(second.html)).toHaveLength(5);
    expect(new Set([...listed(first.html), ...listed(second.html)]).size).toBe(105);
    expect(second.html).not.toContain("page=3");
    const csv = await fetch(`${shop.url}/admin/payments/export?day=${busyDay}&page=2`, {
      headers: admin.request("/").headers,
    });
    expect(readCsv(await csv.text())).toHaveLength(1 + 105);
  });

  test("a malformed day or state shows today and every payment, never a 500", async () => {
    const today = nairobiDay(new Date());
    for (const search of [
      "?day=2026-02-30&state=paid",
      "?day=yesterday",
      "?day=99999-01-01&page=-3",
      "?state=%00",
    ]) {
      const { html, text } = await paymentsPage(search);
      expect(text).toContain("(today)");
      expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>All</);
      expect(html).toContain(`value="${today}"`);
    }
    const csv = await fetch(`${shop.url}/admin/payments/export?day=nope&state=nope`, {
      headers: admin.request("/").headers,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="payments-${today}.csv"`,
    );
  });

  test("a customer or a visitor is refused the page, its forms and its CSV", async () => {
    const customer = await signedInBrowser(shop.services, "customer");
    expect(await ask(customer, "/admin/payments?day=2026-03-14")).toMatchObject({
      status: 302,
      location: "/",
    });
    const posted = await ask(customer, "/admin/payments", {
      intent: "refund",
      paymentId: "1",
      note: "x",
    });
    expect(posted.status).toBe(403);
    expect((await ask(customer, "/admin/payments/export")).location).toBe("/");
    const visitor = await ask(undefined, "/admin/payments/export");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?redirect=/);
    expect((await ask(undefined, "/admin/payments", { intent: "refund" })).status).toBe(401);
  });
});
