import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { action as loginAction, loader as loginLoader } from "#app/routes/login.tsx";
import { loader as orderSuccessLoader } from "#app/routes/order-success.tsx";
import { action as registerAction } from "#app/routes/register.tsx";
import { user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { makeBrowser, makeRegistration } from "./support/accounts";
import { insertProducts } from "./support/factories";
import { routeContext } from "./support/route-context";
import { placeOrderFrom } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [{ id: "oud", name: "Oud Nights", price: 6000 }]);
});
afterAll(() => database.close());

type Browser = ReturnType<typeof makeBrowser>;
const context = () => routeContext(database, { AUTH_RATE_LIMIT: "100" });
const args = (request: Request, pattern: string) => ({
  request,
  url: new URL(request.url),
  context: context(),
  params: {},
  pattern,
});

/** Posts a form to a route action as `browser`; the data, keeping the cookies it sets. */
async function post(
  browser: Browser,
  route: typeof loginAction | typeof registerAction,
  path: string,
  fields: Record<string, string>,
) {
  const request = browser.request(path, { method: "POST", body: new URLSearchParams(fields) });
  const result = await route(args(request, path.split("?")[0]!));
  const headers = new Headers(result.init?.headers);
  browser.keep(headers.getSetCookie());
  return result.data;
}

async function registeredBrowser() {
  const browser = makeBrowser();
  const registration = makeRegistration();
  await post(browser, registerAction, "/register", registration);
  return { browser, registration };
}

describe(`login and registration pages on ${testDatabaseKind} (SPEC §5, §8)`, () => {
  test.each([
    ["email", { email: "", password: "secret1" }, "Please enter your email"],
    ["password", { email: "a@example.com", password: "" }, "Please enter your password"],
  ])("login without its %s asks for both and marks it", async (field, fields, message) => {
    expect(await post(makeBrowser(), loginAction, "/login", fields)).toEqual({
      error: "Please enter both email and password",
      refusedFields: { [field]: message },
    });
  });

  test("login with a wrong password says so and marks no field", async () => {
    const fields = { email: "a@example.com", password: "wrong-one" };
    expect(await post(makeBrowser(), loginAction, "/login", fields)).toEqual({
      error: "Invalid email or password. Please try again.",
    });
  });

  test.each([
    [{ firstName: "" }, "Please fill out all fields", "firstName"],
    [{ phone: "" }, "Please fill out all fields", "phone"],
    [{ email: "achieng.example.com" }, "Please enter a valid email address", "email"],
    [{ password: "12345" }, "Password must be at least 6 characters long", "password"],
  ])("registration with %j says %s and marks %s", async (overrides, error, field) => {
    const fields = makeRegistration(overrides);
    const answer = await post(makeBrowser(), registerAction, "/register", fields);
    expect(answer).toMatchObject({ error, refusedFields: { [field]: expect.any(String) } });
  });

  test.each(["https://evil.example", "//evil.example", "/\\evil.example"])(
    "after login, ?redirect=%s lands on a local page",
    async (target) => {
      const { registration } = await registeredBrowser();
      const fields = {
        email: registration.email,
        password: registration.password,
        redirect: target,
      };
      expect(await post(makeBrowser(), loginAction, "/login", fields)).toEqual({
        success: "Login successful! Redirecting…",
        redirectTo: "/",
      });
    },
  );

  test("a same-site ?redirect= is honoured", async () => {
    const { registration } = await registeredBrowser();
    const fields = {
      email: registration.email,
      password: registration.password,
      redirect: "/checkout",
    };
    expect(await post(makeBrowser(), loginAction, "/login", fields)).toMatchObject({
      redirectTo: "/checkout",
    });
  });
});

describe(`where an admin lands after logging in, on ${testDatabaseKind}`, () => {
  async function registeredAdmin() {
    const { registration } = await registeredBrowser();
    await database.db
      .update(user)
      .set({ role: "admin", staffRole: "owner" })
      .where(eq(user.email, registration.email));
    return { email: registration.email, password: registration.password };
  }

  test("on the dashboard without ?redirect=, on the page that sent them with one", async () => {
    const admin = await registeredAdmin();
    const browser = makeBrowser();
    expect(await post(browser, loginAction, "/login", { ...admin, redirect: "/" })).toEqual({
      success: "Login successful! Redirecting…",
      redirectTo: "/admin",
    });
    const fields = { ...admin, redirect: "/admin/orders?tab=delivered" };
    expect(await post(makeBrowser(), loginAction, "/login", fields)).toMatchObject({
      redirectTo: "/admin/orders?tab=delivered",
    });
    // Already signed in, /login sends them on the same way.
    const reply = await loginLoader(args(browser.request("/login"), "/login")).catch(
      (thrown: unknown) => thrown,
    );
    expect(reply).toBeInstanceOf(Response);
    expect((reply as Response).headers.get("Location")).toBe("/admin");
  });
});

describe(`orders of signed-in customers on ${testDatabaseKind}`, () => {
  /** A WhatsApp order of one Oud Nights through /cart and /checkout; its id. */
  const placeOrder = (browser: Browser) =>
    placeOrderFrom(database, browser, [{ id: "oud", quantity: 1 }]);

  const openOrder = (browser: Browser, orderId: string) =>
    orderSuccessLoader(
      args(browser.request(`/order-success?orderId=${orderId}`), "/order-success"),
    );

  test("the owner sees the order from any browser; another customer gets 404", async () => {
    const owner = await registeredBrowser();
    const orderId = await placeOrder(owner.browser);
    const ownerElsewhere = makeBrowser();
    await post(ownerElsewhere, loginAction, "/login", {
      email: owner.registration.email,
      password: owner.registration.password,
    });
    expect((await openOrder(ownerElsewhere, orderId)).order.id).toBe(orderId);

    const other = await registeredBrowser();
    const refused: unknown = await openOrder(other.browser, orderId).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ data: "Order not found", init: { status: 404 } });
  });
});
