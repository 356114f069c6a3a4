import type { DatabaseHandle } from "#server/db/client.ts";
import { nairobiInstant } from "#contracts/nairobi-time.ts";
import { adminRouteContext } from "./route-context";

/** 10:00 in Nairobi on `day`. */
export const at = (day: string) => nairobiInstant(`${day}T10:00:00`);

/** A staff order keyed in from `channel` by Amina. */
export const staffOrder = (channel: "instagram" | "walk_in" | "whatsapp") =>
  ({ orderMethod: "staff", channel, enteredBy: "Amina Wanjiru" }) as const;

/**
 * GET the Reports route `handler` (the page's or the CSV's loader) at `path?query` on
 * `database`, as staff.
 */
export async function getAsStaff<T>(
  database: DatabaseHandle,
  handler: (args: never) => Promise<T>,
  path: string,
  query: string,
): Promise<T> {
  const url = new URL(`https://loris.example${path}?${query}`);
  const args = { request: new Request(url), url, context: adminRouteContext(database), params: {} };
  return handler(args as never);
}
