import { randomBytes } from "node:crypto";
import { action as placeOrderAction } from "#app/routes/api-orders.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { makeBrowser } from "./accounts";
import { routeContext, testServices } from "./route-context";
import { signedInBrowser as signedInAs } from "./signed-in";

/** A browser of the tests (support/accounts.ts). */
export type Browser = ReturnType<typeof makeBrowser>;

type TestDatabase = Pick<DatabaseHandle, "db" | "listen">;

/** Relaxed per-address limits: the tests sign up many users from few addresses. */
const env = { AUTH_RATE_LIMIT: "100" };

/** The arguments React Router hands a loader or action for `request`; `settings` as env. */
export function routeArgs(
  database: TestDatabase,
  request: Request,
  pattern: string,
  settings: NodeJS.ProcessEnv = {},
) {
  return {
    request,
    url: new URL(request.url),
    context: routeContext(database, { ...env, ...settings }),
    params: {},
    pattern,
  };
}

/** A browser with a newly registered customer signed in. */
export function signedInBrowser(database: TestDatabase): Promise<Browser> {
  return signedInAs(testServices(database, env), "customer");
}

/** Places a WhatsApp order for Nairobi from `browser` through POST /api/orders; its id. */
export async function placeOrderFrom(
  database: TestDatabase,
  browser: Browser,
  items: { id: string; quantity: number }[],
): Promise<string> {
  const request = browser.request("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
      orderMethod: "whatsapp",
      items,
      deliveryArea: "nairobi",
    }),
  });
  const response = await placeOrderAction(routeArgs(database, request, "/api/orders"));
  return ((await response.json()) as { orderId: string }).orderId;
}
