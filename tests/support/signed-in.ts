import { eq } from "drizzle-orm";
import { register } from "#server/accounts/account-forms.ts";
import { user } from "#server/db/auth-schema.ts";
import type { AppServices } from "#server/services.ts";
import { makeBrowser, makeRegistration } from "./accounts";

/** A browser signed in as a newly registered customer, or as an admin when `role` says so. */
export async function signedInBrowser(
  services: AppServices,
  role: "customer" | "admin" = "customer",
): Promise<ReturnType<typeof makeBrowser>> {
  const browser = makeBrowser();
  const registration = makeRegistration();
  const result = await register(services, browser.request(), registration);
  if (!result.ok) throw new Error(result.error);
  browser.keep(result.cookies);
  if (role === "admin") {
    await services.db.update(user).set({ role: "admin" }).where(eq(user.email, registration.email));
  }
  return browser;
}
