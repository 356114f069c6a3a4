import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { logIn, register } from "#server/accounts/account-forms.ts";
import { createDemoAdminOnce, createOrPromoteAdmin } from "#server/accounts/admin-bootstrap.ts";
import { getViewer } from "#server/accounts/viewer.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { makeBrowser, makeRegistration } from "./support/accounts";
import { testServices } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const services = () => testServices(database, { AUTH_RATE_LIMIT: "100" });

/** Logs in and reads the role the session sees. */
async function roleAfterLogin(email: string, password: string) {
  const browser = makeBrowser();
  const result = await logIn(services(), browser.request(), { email, password });
  if (!result.ok) throw new Error(result.error);
  browser.keep(result.cookies);
  return (await getViewer(browser.request(), services())).user?.role;
}

describe(`create-admin on ${testDatabaseKind} (DESIGN §6)`, () => {
  test("creates an admin who can log in with the printed password", async () => {
    const outcome = await createOrPromoteAdmin(database.db, services().auth, "Boss@Loris.example");
    expect(outcome.created).toBe(true);
    if (!outcome.created) return;
    expect(await roleAfterLogin("boss@loris.example", outcome.password)).toBe("admin");
  });

  test("promotes an existing customer, keeping the password", async () => {
    const registration = makeRegistration();
    await register(services(), makeBrowser().request(), registration);
    expect(await createOrPromoteAdmin(database.db, services().auth, registration.email)).toEqual({
      created: false,
    });
    expect(await roleAfterLogin(registration.email, registration.password)).toBe("admin");
  });

  test("the demo admin is created once, its password in admin-password.txt (mode 600)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-admin-"));
    try {
      const password = await createDemoAdminOnce(database.db, services().auth, dataDir);
      const file = path.join(dataDir, "admin-password.txt");
      expect(fs.readFileSync(file, "utf8")).toBe(`admin@loris.local\n${password}\n`);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(await createDemoAdminOnce(database.db, services().auth, dataDir)).toBeUndefined();
      expect(await roleAfterLogin("admin@loris.local", password!)).toBe("admin");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
