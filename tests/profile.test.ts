import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as loginAction } from "../app/routes/login";
import { action as profileAction, loader as profileLoader } from "../app/routes/profile";
import { register } from "../server/accounts/account-forms";
import type { DatabaseHandle } from "../server/db/client";
import { makeBrowser, makeRegistration } from "./support/accounts";
import { routeContext, testServices } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Browser = ReturnType<typeof makeBrowser>;
const env = { AUTH_RATE_LIMIT: "100" };
const args = (request: Request, pattern: string) => ({
  request,
  url: new URL(request.url),
  context: routeContext(database.db, env),
  params: {},
  pattern,
});

async function signedIn() {
  const browser = makeBrowser();
  const registration = makeRegistration();
  const result = await register(testServices(database.db, env), browser.request(), registration);
  if (result.ok) browser.keep(result.cookies);
  return { browser, registration };
}

async function post(
  browser: Browser,
  route: typeof profileAction | typeof loginAction,
  path: string,
  fields: Record<string, string>,
) {
  const request = browser.request(path, { method: "POST", body: new URLSearchParams(fields) });
  const result = await route(args(request, path));
  browser.keep(new Headers(result.init?.headers).getSetCookie());
  return result.data;
}

describe(`My Account on ${testDatabaseKind} (SPEC §2, §5, §8)`, () => {
  test("signed out, /profile redirects to /login?redirect=/profile", async () => {
    const refused = await profileLoader(args(makeBrowser().request("/profile"), "/profile")).catch(
      (error: unknown) => error,
    );
    expect((refused as Response).headers.get("Location")).toBe("/login?redirect=/profile");
  });

  test("saves first name, last name and phone", async () => {
    const { browser } = await signedIn();
    const fields = { intent: "profile", firstName: "Njeri", lastName: "Mwangi", phone: "" };
    expect(await post(browser, profileAction, "/profile", fields)).toMatchObject({
      success: "Your details have been saved.",
    });
    expect(await profileLoader(args(browser.request("/profile"), "/profile"))).toMatchObject({
      user: { firstName: "Njeri", lastName: "Mwangi" },
      phone: "",
    });
  });

  test("changing the password checks the current one and that new and confirm match", async () => {
    const { browser, registration } = await signedIn();
    const change = (fields: Record<string, string>) =>
      post(browser, profileAction, "/profile", { intent: "password", ...fields });
    expect(
      await change({ currentPassword: "wrong-one", password: "newer-pass", confirm: "newer-pass" }),
    ).toMatchObject({ error: "Current password is incorrect" });
    const current = registration.password;
    expect(
      await change({ currentPassword: current, password: "newer-pass", confirm: "other-pass" }),
    ).toMatchObject({ error: "New passwords don't match" });
    expect(
      await change({ currentPassword: current, password: "newer-pass", confirm: "newer-pass" }),
    ).toMatchObject({ success: "Your password has been changed." });
    const login = { email: registration.email, password: "newer-pass" };
    expect(await post(makeBrowser(), loginAction, "/login", login)).toMatchObject({
      success: "Login successful! Redirecting…",
    });
  });
});
