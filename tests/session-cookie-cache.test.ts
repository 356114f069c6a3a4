import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readPageViewer } from "#server/accounts/page-viewer.ts";
import { requireAdmin } from "#server/accounts/require-admin.ts";
import { readSessionUser } from "#server/accounts/viewer.ts";
import { session, user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { AppServices } from "#server/services.ts";
import { testServices } from "./support/route-context";
import { signedInUser } from "./support/signed-in";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 050: a shop page's header reads the session from its signed cookie; everything else
// (staff pages, a shopper's own orders and details) asks the database every time.

let database: DatabaseHandle;
let services: AppServices;
beforeAll(async () => {
  database = await openTestDatabase();
  services = testServices(database, { AUTH_RATE_LIMIT: "100" });
});
afterAll(() => database.close());

/** Whether requireAdmin lets `request` through to an admin page (else it redirects). */
async function isLetIntoAdmin(request: Request): Promise<boolean> {
  try {
    await requireAdmin({ request, url: new URL(request.url) }, services);
    return true;
  } catch (refusal) {
    if (refusal instanceof Response) return false;
    throw refusal;
  }
}

describe(`the session cookie's copy on ${testDatabaseKind}`, () => {
  test("a shop page's header knows its shopper from the cookie; every other read asks the database", async () => {
    const { browser, userId } = await signedInUser(services, "customer");
    const request = browser.request("/");
    const fromCookie = { isFromCookie: true };
    expect((await readSessionUser(request, services, fromCookie))?.id).toBe(userId);
    await database.db.delete(session).where(eq(session.userId, userId));
    expect((await readSessionUser(request, services, fromCookie))?.id).toBe(userId);
    expect((await readPageViewer(request, services)).viewer.role).toBe("customer");
    expect(await readSessionUser(request, services)).toBeUndefined();
  });

  test("staff signed out or demoted lose the admin pages at once", async () => {
    const { browser, userId } = await signedInUser(services, "admin");
    const page = () => browser.request("/admin/orders");
    expect(await isLetIntoAdmin(page())).toBe(true);
    await database.db
      .update(user)
      .set({ role: "customer", staffRole: null })
      .where(eq(user.id, userId));
    expect(await isLetIntoAdmin(page())).toBe(false);
    await database.db
      .update(user)
      .set({ role: "admin", staffRole: "owner" })
      .where(eq(user.id, userId));
    expect(await isLetIntoAdmin(page())).toBe(true);
    await database.db.delete(session).where(eq(session.userId, userId));
    expect(await isLetIntoAdmin(page())).toBe(false);
  });
});
