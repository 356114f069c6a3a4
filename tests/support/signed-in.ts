import { eq } from "drizzle-orm";
import { logIn, register } from "#server/accounts/account-forms.ts";
import { user } from "#server/db/auth-schema.ts";
import type { AppServices } from "#server/services.ts";
import { makeBrowser, makeRegistration } from "./accounts";

/**
 * A browser signed in as a newly registered customer, or as an admin (an owner) when `role` says
 * so (promoted, then signed in again), and the account's user id.
 */
export async function signedInUser(
  services: AppServices,
  role: "customer" | "admin" = "customer",
): Promise<{ browser: ReturnType<typeof makeBrowser>; userId: string }> {
  const browser = makeBrowser();
  const registration = makeRegistration();
  const result = await register(services, browser.request(), registration);
  if (!result.ok) throw new Error(result.error);
  browser.keep(result.cookies);
  const [account] = await services.db
    .update(user)
    .set({ role, staffRole: role === "admin" ? "owner" : null })
    .where(eq(user.email, registration.email))
    .returning({ id: user.id });
  if (role === "admin") {
    // Signed in again as an admin: the session cookie's copy carries the role (decision 050).
    const { email, password } = registration;
    const signedIn = await logIn(services, browser.request(), { email, password });
    if (!signedIn.ok) throw new Error(signedIn.error);
    browser.keep(signedIn.cookies);
  }
  return { browser, userId: account!.id };
}

/** A browser signed in as a newly registered customer, or as an admin when `role` says so. */
export async function signedInBrowser(
  services: AppServices,
  role: "customer" | "admin" = "customer",
): Promise<ReturnType<typeof makeBrowser>> {
  return (await signedInUser(services, role)).browser;
}
