import type { CheckoutContact } from "#contracts/checkout-contact.ts";
import type { AppServices } from "../services";
import { readProfile } from "./profile-queries";

/**
 * The contact a signed-in customer's checkout starts with: full name from first and
 * last name, e-mail and phone, as the profile stores them now. Blank fields are left out; an
 * unreadable profile gives an empty contact (logged), so the checkout still works.
 */
export async function readCheckoutContact(
  { db, log }: Pick<AppServices, "db" | "log">,
  userId: string,
): Promise<CheckoutContact> {
  const profile = await readProfile(db, userId).catch((error: unknown) => {
    log.error({ err: error }, "could not read a profile for the checkout");
    return undefined;
  });
  if (!profile) return {};
  const given = (value: string) => value?.trim() || undefined;
  return {
    fullName: given(`${profile.firstName} ${profile.lastName}`),
    email: given(profile.email),
    phone: given(profile.phone),
  };
}
