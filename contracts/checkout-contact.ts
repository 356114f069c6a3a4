import type { CheckoutRequest } from "./checkout";

/** The contact fields a checkout starts with: empty for a guest, the profile's when signed in. */
export type CheckoutContact = Pick<CheckoutRequest, "fullName" | "email" | "phone">;
