import type { AppServices } from "../services";
import { clientIpHeader } from "./client-ip";

/** What a Better Auth endpoint answered: status, error code and message, cookies to set. */
export interface AuthOutcome {
  status: number;
  code?: string;
  message?: string;
  /** Set-Cookie values to pass on to the browser (the session cookie, or its removal). */
  cookies: string[];
  /** A success's JSON answer (e.g. sign-in's `{ user }`), unread otherwise. */
  body?: unknown;
}

/** The request headers Better Auth needs from the browser's request. */
const forwarded = ["cookie", "user-agent", clientIpHeader];

/**
 * POSTs `body` to a Better Auth endpoint (e.g. '/sign-in/email') as the browser of `request`,
 * through Better Auth's own handler, so its rate limits, hooks and cookies apply exactly as for
 * a call to /api/auth. The shop's own origin is sent, since the form posted to this site.
 */
export async function callAuth(
  { auth, config }: Pick<AppServices, "auth" | "config">,
  request: Request,
  path: string,
  body: object = {},
): Promise<AuthOutcome> {
  const headers = new Headers({ "content-type": "application/json", origin: config.publicUrl });
  for (const name of forwarded) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await auth.handler(
    new Request(`${config.publicUrl}/api/auth${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
  const cookies = response.headers.getSetCookie();
  if (response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, cookies, body };
  }
  const error = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  return { status: response.status, code: error.code, message: error.message, cookies };
}
