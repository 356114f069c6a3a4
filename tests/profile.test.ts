import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as loginAction } from "#app/routes/login.tsx";
import { action as profileAction, loader as profileLoader } from "#app/routes/profile.tsx";
import { register } from "#server/accounts/account-forms.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
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
  context: routeContext(database, env),
  params: {},
  pattern,
});

async function signedIn() {
  const browser = makeBrowser();
  const registration = makeRegistration();
  const result = await register(testServices(database, env), browser.request(), registration);
  if (result.ok) browser.keep(result.cookies);
  return { browser, registration };
}

/** Saves `browser`'s details with the profile form: Njeri Mwangi, no phone, unless `fields` say. */
async function saveProfile(
  browser: Browser,
  email: string,
  fields: Record<string, string> = {},
): ReturnType<typeof post> {
  return post(browser, profileAction, "/profile", {
    intent: "profile",
    firstName: "Njeri",
    lastName: "Mwangi",
    email,
    phone: "",
    ...fields,
  });
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
    const { browser, registration } = await signedIn();
    const fields = {
      intent: "profile",
      firstName: "Njeri",
      lastName: "Mwangi",
      email: registration.email,
      phone: "",
    };
    expect(await post(browser, profileAction, "/profile", fields)).toMatchObject({
      success: "Your details have been saved.",
    });
    expect(await profileLoader(args(browser.request("/profile"), "/profile"))).toMatchObject({
      profile: { firstName: "Njeri", lastName: "Mwangi", email: registration.email, phone: "" },
    });
  });

  test.each([
    ["712345678", "+254712345678"],
    ["0712-345-678", "+254712345678"],
    ["254 112 345 678", "+254112345678"],
  ])("a phone typed as %s is saved as %s", async (typed, stored) => {
    const { browser, registration } = await signedIn();
    expect(await saveProfile(browser, registration.email, { phone: typed })).toMatchObject({
      success: "Your details have been saved.",
    });
    expect(await profileLoader(args(browser.request("/profile"), "/profile"))).toMatchObject({
      profile: { phone: stored },
    });
  });

  test("a phone that is not Kenyan, or too long a name, is refused with the field named", async () => {
    const { browser, registration } = await signedIn();
    const save = (fields: Record<string, string>) =>
      saveProfile(browser, registration.email, fields);
    expect(await save({ phone: "0812 345 678" })).toMatchObject({
      error: "Please enter a Kenyan phone number, such as 0712 345 678",
    });
    expect(await save({ lastName: "M".repeat(101) })).toMatchObject({
      error: "Last name is too long (at most 100 characters)",
    });
  });

  test("first name, last name and a valid e-mail are required", async () => {
    const { browser, registration } = await signedIn();
    const save = (fields: Record<string, string>) =>
      saveProfile(browser, registration.email, fields);
    const required = { error: "First name, last name and email are required" };
    expect(await save({ firstName: " " })).toMatchObject({
      ...required,
      refusedFields: { firstName: "Please enter your first name" },
    });
    expect(await save({ email: "" })).toMatchObject({
      ...required,
      refusedFields: { email: "Please enter your email" },
    });
    expect(await save({ email: "njeri@" })).toMatchObject({
      error: "Please enter a valid email address",
      refusedFields: { email: "Please enter a valid email address" },
    });
  });

  test("changing the e-mail asks for the current password, then logs in with the new one", async () => {
    const { browser, registration } = await signedIn();
    const newEmail = `new.${registration.email}`;
    const save = (fields: Record<string, string>) =>
      post(browser, profileAction, "/profile", {
        intent: "profile",
        firstName: registration.firstName,
        lastName: registration.lastName,
        phone: registration.phone,
        email: newEmail,
        ...fields,
      });
    const needsPassword = "Please enter your current password to change your email";
    expect(await save({})).toMatchObject({
      error: needsPassword,
      refusedFields: { currentPassword: needsPassword },
    });
    expect(await save({ currentPassword: "not-my-password" })).toMatchObject({
      error: "Current password is incorrect",
    });
    const other = await signedIn();
    expect(
      await save({ email: other.registration.email, currentPassword: registration.password }),
    ).toMatchObject({ error: "Error updating profile: This email is already registered." });

    expect(await save({ currentPassword: registration.password })).toMatchObject({
      success: "Your details have been saved.",
    });
    expect(await profileLoader(args(browser.request("/profile"), "/profile"))).toMatchObject({
      profile: { email: newEmail },
    });
    const login = (email: string) =>
      post(makeBrowser(), loginAction, "/login", { email, password: registration.password });
    expect(await login(newEmail)).toMatchObject({ success: "Login successful! Redirecting…" });
    expect(await login(registration.email)).toMatchObject({
      error: "Invalid email or password. Please try again.",
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
