import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import routes from "#app/routes.ts";
import { can, staffRoles, type StaffRole } from "#contracts/staff-roles.ts";
import { logIn } from "#server/accounts/account-forms.ts";
import { createOrPromoteAdmin } from "#server/accounts/admin-bootstrap.ts";
import { staffRoutePermissions } from "#server/accounts/staff/route-permissions.ts";
import { user } from "#server/db/auth-schema.ts";
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

type Role = "anonymous" | "customer" | StaffRole;
type Method = "GET" | "POST";

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

let database: DatabaseHandle;
let app: TestAppServer;
const cookies: Record<Role, string> = {
  anonymous: "",
  customer: "",
  owner: "",
  manager: "",
  sales: "",
  rider: "",
};

beforeAll(async () => {
  database = await openTestDatabase();
  const services = testServices(database, { AUTH_RATE_LIMIT: "100" });
  cookies.customer = (await signedInBrowser(database)).request().headers.get("cookie")!;

  for (const role of staffRoles) {
    const email = `matrix-${role}@loris.example`;
    const staff = makeBrowser();
    const outcome = await createOrPromoteAdmin(database.db, services.auth, email);
    if (!outcome.created) throw new Error("the matrix admin already existed");
    await database.db.update(user).set({ staffRole: role }).where(eq(user.email, email));
    const loggedIn = await logIn(services, staff.request(), { email, password: outcome.password });
    if (!loggedIn.ok) throw new Error(loggedIn.error);
    staff.keep(loggedIn.cookies);
    cookies[role] = staff.request().headers.get("cookie")!;
  }

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

/** A staff answer that is not a refusal: no 401/403/503, no redirect to /login or home. */
function expectServed(answer: Answer) {
  expect([401, 403, 503], JSON.stringify(answer)).not.toContain(answer.status);
  expect(answer.location ?? "", JSON.stringify(answer)).not.toMatch(/^\/(login)?(\?|$)/);
}

describe(`admin authorization matrix on ${testDatabaseKind} (DESIGN §6)`, () => {
  test("every guarded route names the permission it asks for (decision 072)", () => {
    expect(guardedRoutes.map(({ path }) => path).sort()).toEqual(
      Object.keys(staffRoutePermissions).sort(),
    );
  });

  describe.each(guardedRoutes.map((route) => [urlOf(route.path), route.file, route.path]))(
    "%s",
    (url, file, path) => {
      test.each(["GET", "POST"] as const)(
        "%s: anonymous → /login or 401, customer → home or 403, each role served or 403",
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

          const permission = staffRoutePermissions[path]!;
          for (const role of staffRoles) {
            const answer = await ask(role, method, url);
            if (unhandled(answer)) continue;
            if (!can(role, permission)) {
              // Refused with the reason and nothing of the page's data.
              expect(answer.status, `${role}: ${JSON.stringify(answer)}`).toBe(403);
              expect(answer.body).toContain("Your role does not allow this.");
            } else {
              expectServed(answer);
            }
          }
        },
      );
    },
  );

  test("GET {page}.data, a page's loaders on client navigation, refuses the same way", async () => {
    const pages: string[] = [];
    for (const { path, file } of guardedRoutes) {
      if ("default" in (await app.loadModule(file))) pages.push(urlOf(path));
    }
    const permissionOf = (page: string) =>
      staffRoutePermissions[guardedRoutes.find(({ path }) => urlOf(path) === page)!.path]!;
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
      for (const role of staffRoles) {
        const answer = await ask(role, "GET", dataUrl);
        const expected = can(role, permissionOf(page)) ? [200, 404] : [403];
        expect(expected, `${role} ${dataUrl}`).toContain(answer.status);
      }
    }
  });
});
