import { afterAll, beforeAll, describe, expect, test } from "vitest";
import routes from "#app/routes.ts";
import { logIn } from "#server/accounts/account-forms.ts";
import { createOrPromoteAdmin } from "#server/accounts/admin-bootstrap.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { makeBrowser } from "./support/accounts";
import { startAppServer, type TestAppServer } from "./support/app-server";
import { testServices } from "./support/route-context";
import { signedInBrowser } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

/** A route of the table with its full path (no leading slash) and module file under app/. */
interface TableRoute {
  path: string;
  file: string;
}

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every route of app/routes.ts, children joined to their parents' paths. */
function flattenRoutes(entries: readonly RouteEntry[], parent = ""): TableRoute[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path].filter(Boolean).join("/");
    return [{ path, file: entry.file }, ...flattenRoutes(entry.children ?? [], path)];
  });
}

/** DESIGN §6: every admin page, action, export and stream, and the upload, are admin-only. */
const guardedRoutes = flattenRoutes(routes).filter(
  ({ path }) => path === "admin" || path.startsWith("admin/") || path === "storage/upload",
);

/** A URL for a route path: a required parameter gets a value, an optional one is left out. */
const urlOf = (path: string) =>
  "/" +
  path
    .split("/")
    .filter((segment) => !segment.endsWith("?"))
    .map((segment) => (segment.startsWith(":") || segment === "*" ? "matrix-test" : segment))
    .join("/");

type Role = "anonymous" | "customer" | "admin";
type Method = "GET" | "POST";

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

let database: DatabaseHandle;
let app: TestAppServer;
const cookies: Record<Role, string> = { anonymous: "", customer: "", admin: "" };

beforeAll(async () => {
  database = await openTestDatabase();
  const services = testServices(database, { AUTH_RATE_LIMIT: "100" });
  cookies.customer = (await signedInBrowser(database)).request().headers.get("cookie")!;

  const admin = makeBrowser();
  const outcome = await createOrPromoteAdmin(database.db, services.auth, "matrix@loris.example");
  if (!outcome.created) throw new Error("the matrix admin already existed");
  const loggedIn = await logIn(services, admin.request(), {
    email: "matrix@loris.example",
    password: outcome.password,
  });
  if (!loggedIn.ok) throw new Error(loggedIn.error);
  admin.keep(loggedIn.cookies);
  cookies.admin = admin.request().headers.get("cookie")!;

  app = await startAppServer(services);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** One request as `role`; a stream's body is not waited for. */
async function ask(role: Role, method: Method, url: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (cookies[role]) headers.cookie = cookies[role];
  if (method === "POST") headers["content-type"] = "application/x-www-form-urlencoded";
  const response = await fetch(app.origin + url, {
    method,
    headers,
    body: method === "POST" ? "" : undefined,
    redirect: "manual",
  });
  const isStream = response.headers.get("content-type")?.startsWith("text/event-stream");
  const body = isStream ? "" : await response.text();
  if (isStream) await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location"), body };
}

/** What a route module handles: a loader or a page answers GET, an action answers POST. */
async function handles(file: string, method: Method): Promise<boolean> {
  const module = await app.loadModule(file);
  return method === "GET" ? "loader" in module || "default" in module : "action" in module;
}

/** A single-fetch (.data) answer that redirects to `target` (React Router encodes it in the body). */
const isDataRedirectTo = (answer: Answer, target: RegExp) =>
  answer.status === 202 && answer.body.includes("SingleFetchRedirect") && target.test(answer.body);

describe(`admin authorization matrix on ${testDatabaseKind} (DESIGN §6)`, () => {
  test("the matrix covers exactly these routes: a new admin route must be looked at here", () => {
    expect(guardedRoutes.map(({ path }) => path).sort()).toEqual(
      [
        "admin",
        "admin/brands",
        "admin/categories",
        "admin/customers",
        "admin/marketing/discounts",
        "admin/orders",
        "admin/orders/export",
        "admin/activity",
        "admin/orders/:id/gift-note",
        "admin/orders/items",
        "admin/orders/new",
        "admin/orders/payment",
        "admin/orders/status",
        "admin/orders/stream",
        "admin/payments",
        "admin/payments/export",
        "admin/products/:id/edit",
        "admin/products/add",
        "admin/products/all",
        "admin/products/export",
        "admin/products/import",
        "admin/products/update",
        "admin/settings",
        "storage/upload",
      ].sort(),
    );
  });

  describe.each(guardedRoutes.map((route) => [urlOf(route.path), route.file]))(
    "%s",
    (url, file) => {
      test.each(["GET", "POST"] as const)(
        "%s: anonymous → /login or 401, customer → home or 403, admin served",
        async (method) => {
          // React Router itself refuses a method the module has no handler for, before our code.
          const isUnhandled = !(await handles(file, method));
          const unhandled = (answer: Answer) => isUnhandled && [400, 405].includes(answer.status);

          const anonymous = await ask("anonymous", method, url);
          const toLogin =
            anonymous.status === 401 ||
            (anonymous.status === 302 && /^\/login(\?|$)/.test(anonymous.location ?? ""));
          expect(toLogin || unhandled(anonymous), JSON.stringify(anonymous)).toBe(true);

          const customer = await ask("customer", method, url);
          const toHome =
            customer.status === 403 || (customer.status === 302 && customer.location === "/");
          expect(toHome || unhandled(customer), JSON.stringify(customer)).toBe(true);

          // Not refused: no 401/403, no 503 (the check failed), no redirect to /login or home.
          const admin = await ask("admin", method, url);
          expect([401, 403, 503], JSON.stringify(admin)).not.toContain(admin.status);
          expect(admin.location ?? "", JSON.stringify(admin)).not.toMatch(/^\/(login)?(\?|$)/);
        },
      );
    },
  );

  test("GET {page}.data, a page's loaders on client navigation, refuses the same way", async () => {
    const pages: string[] = [];
    for (const { path, file } of guardedRoutes) {
      if ("default" in (await app.loadModule(file))) pages.push(urlOf(path));
    }
    expect(pages).toContain("/admin");
    for (const page of pages) {
      const dataUrl = `${page}.data`;
      // After logging in, back to the page, not to its data URL.
      const anonymous = await ask("anonymous", "GET", dataUrl);
      const toLoginAndBack = new RegExp(`"/login\\?redirect=${page}"`);
      expect(isDataRedirectTo(anonymous, toLoginAndBack), JSON.stringify(anonymous)).toBe(true);
      const customer = await ask("customer", "GET", dataUrl);
      expect(isDataRedirectTo(customer, /"\/"/), JSON.stringify(customer)).toBe(true);
      // Served, not refused: a page about one order (Change items) answers 404 without its id.
      expect([200, 404], dataUrl).toContain((await ask("admin", "GET", dataUrl)).status);
    }
  });
});
