import { createOrPromoteAdmin } from "#server/accounts/admin-bootstrap.ts";
import { createAuth } from "#server/accounts/auth.ts";
import { parseConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";

/** The bench's admin account. */
export const benchAdminEmail = "bench-admin@loris.local";

/** Makes the bench admin with create-admin's code (server/accounts); resolves to its password. */
export async function createBenchAdmin(db: Db): Promise<string> {
  const config = parseConfig({ LOG_LEVEL: "warn" });
  const auth = createAuth({ db, config, secret: "bench-only" });
  const outcome = await createOrPromoteAdmin(db, auth, benchAdminEmail);
  if (!outcome.created) throw new Error(`${benchAdminEmail} existed already`);
  return outcome.password;
}

/**
 * Signs the admin in through POST /api/auth/sign-in/email, as the login page does, and returns
 * the session cookie ("name=value"), or undefined when /admin is not there to be measured.
 * @throws Error when the sign-in is refused.
 */
export async function adminSessionCookie(
  origin: string,
  password: string,
): Promise<string | undefined> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: benchAdminEmail, password }),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  const cookie = sessionCookieOf(response, "admin sign-in");
  const admin = await fetch(`${origin}/admin`, { headers: { cookie }, redirect: "manual" });
  return admin.status === 404 ? undefined : cookie;
}

/**
 * The session's cookies ("name=value; name=value") a sign-in or sign-up answer set, as a browser
 * keeps them: the session token and its signed copy (decision 050).
 * @throws Error naming `what` when it set no session cookie.
 */
export function sessionCookieOf(response: Response, what: string): string {
  const pairs = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => /session_(token|data)=/.test(pair));
  if (!pairs.some((pair) => pair.includes("session_token="))) {
    throw new Error(`${what} set no session cookie`);
  }
  return pairs.join("; ");
}
