import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader as checkoutLoader } from "#app/routes/checkout.tsx";
import { loader as loginLoader } from "#app/routes/login.tsx";
import { loader as registerLoader } from "#app/routes/register.tsx";
import { register } from "#server/accounts/account-forms.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { makeBrowser, makeRegistration } from "./support/accounts";
import { websiteOrder } from "./support/checkout-forms";
import { insertProducts } from "./support/factories";
import { routeContext, testServices } from "./support/route-context";
import { checkOutFrom } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Browser = ReturnType<typeof makeBrowser>;
const env = { AUTH_RATE_LIMIT: "100" };
const args = (request: Request) => ({
  request,
  url: new URL(request.url),
  context: routeContext(database, env),
  params: {},
  pattern: new URL(request.url).pathname,
});

/** A browser signed in as a newly registered customer with `fields`. */
async function signedIn(fields: Partial<Record<string, string>> = {}) {
  const browser = makeBrowser();
  const registration = makeRegistration(fields);
  const result = await register(testServices(database, env), browser.request(), registration);
  if (!result.ok) throw new Error(result.error);
  browser.keep(result.cookies);
  return { browser, registration };
}

/** What a loader throws or returns for `browser` at `path`: a redirect's target, or the data. */
async function visit(
  browser: Browser,
  loader: typeof loginLoader | typeof registerLoader,
  path: string,
): Promise<{ location: string | null } | { data: unknown }> {
  try {
    return { data: await loader(args(browser.request(path))) };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    return { location: thrown.headers.get("location") };
  }
}

describe(`a signed-in checkout on ${testDatabaseKind}`, () => {
  test("starts with the profile's full name, e-mail and phone (stored in E.164)", async () => {
    const { browser, registration } = await signedIn({ phone: "0722 000 111" });
    const data = await checkoutLoader(args(browser.request("/checkout")));
    expect(data.contact).toEqual({
      fullName: "Achieng Otieno",
      email: registration.email,
      phone: "+254722000111",
    });
  });

  test.each(["712345678", "0112-345-678", "+254 712 345 678"])(
    "a phone registered as %s is one the checkout takes",
    async (typed) => {
      const [product] = await insertProducts(database.db, [{ price: 2400 }]);
      const { browser } = await signedIn({ phone: typed });
      const { contact } = await checkoutLoader(args(browser.request("/checkout")));
      const form = { ...websiteOrder(), ...contact };
      const answer = await checkOutFrom(
        database,
        browser,
        [{ id: product!.id, quantity: 1 }],
        form,
      );
      expect(answer.status).toBe(303);
    },
  );

  test("starts empty for a guest", async () => {
    const data = await checkoutLoader(args(makeBrowser().request("/checkout")));
    expect(data.contact).toEqual({});
  });
});

describe(`/login and /register for a signed-in visitor on ${testDatabaseKind}`, () => {
  test.each([
    { loader: loginLoader, path: "/login?redirect=/orders", target: "/orders" },
    {
      loader: registerLoader,
      path: "/register?redirect=%2Fproduct%2Fabc%3Fcategory%3DMen",
      target: "/product/abc?category=Men",
    },
    { loader: loginLoader, path: "/login", target: "/" },
    { loader: loginLoader, path: "/login?redirect=https://evil.example/", target: "/" },
    { loader: registerLoader, path: "/register?redirect=//evil.example", target: "/" },
  ])("$path goes to $target", async ({ loader, path, target }) => {
    const { browser } = await signedIn();
    expect(await visit(browser, loader, path)).toEqual({ location: target });
  });

  test("a guest gets the page, with where to go after signing in", async () => {
    expect(await visit(makeBrowser(), loginLoader, "/login?redirect=/orders")).toEqual({
      data: { redirectTo: "/orders" },
    });
    expect(await visit(makeBrowser(), registerLoader, "/register?redirect=//evil.example")).toEqual(
      { data: { redirectTo: "/" } },
    );
  });
});
