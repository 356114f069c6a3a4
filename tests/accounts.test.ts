import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountTexts } from "#contracts/accounts.ts";
import { logIn, logOut, register } from "#server/accounts/account-forms.ts";
import { callAuth } from "#server/accounts/auth-call.ts";
import { getViewer } from "#server/accounts/viewer.ts";
import { user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { makeBrowser, makeRegistration } from "./support/accounts";
import { testServices } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const services = (env: NodeJS.ProcessEnv = {}) =>
  testServices(database, { AUTH_RATE_LIMIT: "100", ...env });

describe(`accounts on ${testDatabaseKind}`, () => {
  test("registering signs the customer in, with SPEC §3's fields and role customer", async () => {
    const browser = makeBrowser();
    const registration = makeRegistration();
    const result = await register(services(), browser.request(), registration);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.cookies.join()).toMatch(/HttpOnly/i);
    expect(result.cookies.join()).toMatch(/SameSite=Lax/i);
    expect(result.cookies.join()).toMatch(/Secure/i);
    browser.keep(result.cookies);
    const viewer = await getViewer(browser.request(), services());
    expect(viewer.user).toMatchObject({
      email: registration.email,
      firstName: "Achieng",
      lastName: "Otieno",
      role: "customer",
    });
  });

  test("a phone typed without its 0 is stored in E.164, by the form and by Better Auth's endpoint", async () => {
    const byForm = makeRegistration({ phone: "712 345 678" });
    expect((await register(services(), makeBrowser().request(), byForm)).ok).toBe(true);
    const byEndpoint = makeRegistration({ phone: "0112-345-678" });
    await callAuth(services(), makeBrowser().request(), "/sign-up/email", {
      ...byEndpoint,
      name: "Achieng Otieno",
    });
    const phoneOf = async (email: string) =>
      (await database.db.select().from(user).where(eq(user.email, email)))[0]?.phone;
    expect(await phoneOf(byForm.email)).toBe("+254712345678");
    expect(await phoneOf(byEndpoint.email)).toBe("+254112345678");
  });

  test("a sign-up cannot make itself an admin", async () => {
    const registration = makeRegistration();
    await callAuth(services(), makeBrowser().request(), "/sign-up/email", {
      ...registration,
      name: "Mallory",
      role: "admin",
    });
    const rows = await database.db.select().from(user).where(eq(user.email, registration.email));
    expect(rows.map((row) => row.role)).not.toContain("admin");
  });

  test("an e-mail already registered is told to log in", async () => {
    const registration = makeRegistration();
    await register(services(), makeBrowser().request(), registration);
    expect(await register(services(), makeBrowser().request(), registration)).toEqual({
      ok: false,
      error: "This email is already registered. Please log in instead.",
    });
  });

  test("a wrong password, or an unknown e-mail, gets the same answer", async () => {
    const registration = makeRegistration();
    await register(services(), makeBrowser().request(), registration);
    const wrong = { email: registration.email, password: "not-my-password" };
    const unknown = { email: "nobody@example.com", password: "whatever1" };
    for (const attempt of [wrong, unknown]) {
      expect(await logIn(services(), makeBrowser().request(), attempt)).toEqual({
        ok: false,
        error: "Invalid email or password. Please try again.",
      });
    }
  });

  test("logging out ends the session on the server", async () => {
    const browser = makeBrowser();
    const registration = makeRegistration();
    const result = await register(services(), browser.request(), registration);
    if (result.ok) browser.keep(result.cookies);
    const stolenCookie = browser.request().headers.get("cookie")!;
    browser.keep(await logOut(services(), browser.request()));
    expect((await getViewer(browser.request(), services())).user).toBeUndefined();
    const replay = new Request("https://loris.example/", { headers: { cookie: stolenCookie } });
    expect((await getViewer(replay, services())).user).toBeUndefined();
  });
});

describe(`login limits on ${testDatabaseKind} (SPEC §8)`, () => {
  test("after LOGIN_FAILURE_LIMIT failures from one address, that address is locked out of the account", async () => {
    const limited = services({ LOGIN_FAILURE_LIMIT: "3" });
    const registration = makeRegistration();
    await register(limited, makeBrowser().request(), registration);
    const wrong = { email: registration.email, password: "not-my-password" };
    const stranger = makeBrowser();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await logIn(limited, stranger.request(), wrong)).toMatchObject({
        error: accountTexts.invalidCredentials,
      });
    }
    const right = { email: registration.email, password: registration.password };
    expect(await logIn(limited, stranger.request(), right)).toEqual({
      ok: false,
      error: "Too many failed login attempts. Please try again later.",
    });
    const other = makeRegistration();
    await register(limited, makeBrowser().request(), other);
    const otherLogin = { email: other.email, password: other.password };
    expect((await logIn(limited, stranger.request(), otherLogin)).ok).toBe(true);
  });

  test("the admin signs in from their own address while another fails on purpose", async () => {
    const registration = makeRegistration();
    await register(services(), makeBrowser().request(), registration);
    await database.db
      .update(user)
      .set({ role: "admin", staffRole: "owner" })
      .where(eq(user.email, registration.email));
    const owner = makeBrowser();
    const attacker = makeBrowser();
    const wrong = { email: registration.email, password: "guessing-1" };
    for (let attempt = 0; attempt < 12; attempt++)
      await logIn(services(), attacker.request(), wrong);
    expect(await logIn(services(), attacker.request(), wrong)).toEqual({
      ok: false,
      error: accountTexts.tooManyAttempts,
    });
    const right = { email: registration.email, password: registration.password };
    const signedIn = await logIn(services(), owner.request(), right);
    expect(signedIn.ok).toBe(true);
    if (signedIn.ok) owner.keep(signedIn.cookies);
    expect((await getViewer(owner.request(), services())).user?.role).toBe("admin");
  });

  test("one address failing on many accounts is stopped with its own text", async () => {
    const limited = services({ LOGIN_ADDRESS_FAILURE_LIMIT: "4" });
    const address = makeBrowser();
    for (let account = 0; account < 4; account++) {
      const attempt = { email: `nobody.${account}@example.com`, password: "whatever1" };
      expect(await logIn(limited, address.request(), attempt)).toMatchObject({
        error: accountTexts.invalidCredentials,
      });
    }
    const next = { email: "nobody.5@example.com", password: "whatever1" };
    expect(await logIn(limited, address.request(), next)).toEqual({
      ok: false,
      error:
        "Too many sign-in attempts from your network. Please wait a few minutes and try again.",
    });
    expect(await logIn(limited, makeBrowser().request(), next)).toMatchObject({
      error: accountTexts.invalidCredentials,
    });
  });

  test("one address is limited to AUTH_RATE_LIMIT sign-ins in 10 s, with the address's text", async () => {
    const limited = services({ AUTH_RATE_LIMIT: "2" });
    const browser = makeBrowser();
    const attempt = { email: "someone@example.com", password: "whatever1" };
    await logIn(limited, browser.request(), attempt);
    await logIn(limited, browser.request(), attempt);
    expect(await logIn(limited, browser.request(), attempt)).toEqual({
      ok: false,
      error: accountTexts.tooManyFromAddress,
    });
    expect(await logIn(limited, makeBrowser().request(), attempt)).toMatchObject({
      error: accountTexts.invalidCredentials,
    });
  });
});
