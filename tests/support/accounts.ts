import { randomBytes } from "node:crypto";
import { clientIpHeader } from "#server/accounts/client-ip.ts";

/**
 * A browser at client address `ip`, by default one of its own, so tests do not share
 * rate-limit buckets.
 */
export function makeBrowser(ip = `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join(".")}`) {
  let cookie = "";
  return {
    /** A request to `path` from this browser, with its cookies. */
    request(path = "/", init: RequestInit = {}): Request {
      const headers = new Headers(init.headers);
      headers.set(clientIpHeader, ip);
      if (cookie) headers.set("cookie", cookie);
      return new Request(`https://loris.example${path}`, { ...init, headers });
    },
    /** Keeps the cookies a response set (a removed cookie is dropped). */
    keep(setCookies: string[]) {
      const jar = new Map(
        cookie ? cookie.split("; ").map((pair) => pair.split(/=(.*)/s) as [string, string]) : [],
      );
      for (const line of setCookies) {
        const [pair] = line.split(";");
        const [name, value = ""] = pair!.split(/=(.*)/s);
        if (value && !/max-age=0/i.test(line)) jar.set(name!, value);
        else jar.delete(name!);
      }
      cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
  };
}

/** A registration with believable fields and a unique e-mail; override what the test is about. */
export function makeRegistration(overrides: Partial<Record<string, string>> = {}) {
  return {
    firstName: "Achieng",
    lastName: "Otieno",
    email: `achieng.${randomBytes(4).toString("hex")}@example.com`,
    phone: "0712345678",
    password: "mango-tree-7",
    ...overrides,
  };
}
