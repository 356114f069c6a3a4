import { sessionCookieOf } from "./bench-admin";

/** Signed-in customers, one session each, spread over the 50 connections of their target. */
export const signedInCount = 50;

/**
 * Registers `count` customers through the shop's own POST /api/auth/sign-up/email, as the
 * register page does, and returns each one's session cookie ("name=value"): the bench's
 * signed-in visitors, whose pages are never served from the guests' page cache.
 * @throws Error when a sign-up is refused (the shop must allow `count` sign-ups from one
 * address: AUTH_RATE_LIMIT in scripts/bench/shop-process.ts).
 */
export async function signedInCustomers(origin: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({
        email: `bench.shopper.${index}@example.com`,
        password: "bench-shopper-password",
        name: "Njeri Wambui",
        firstName: "Njeri",
        lastName: "Wambui",
        phone: "0712345678",
      }),
    });
    if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
    cookies.push(sessionCookieOf(response, "sign-up"));
  }
  return cookies;
}
