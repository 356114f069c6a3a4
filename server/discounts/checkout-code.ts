import { discountTexts } from "#contracts/discount-texts.ts";
import { clientAddressKey } from "#server/accounts/client-ip.ts";
import { getViewer, type ViewerUser } from "#server/accounts/viewer.ts";
import { setCartDiscountCode } from "#server/cart/cart-checkout-store.ts";
import { findCartId } from "#server/cart/cart-queries.ts";
import { cartOwnerFor } from "#server/cart/cart-visitor.ts";
import type { AppServices } from "#server/services.ts";
import { applyCartDiscountCode, type CartCodeOutcome } from "./cart-discount-code";

type CheckoutCodeServices = Pick<AppServices, "db" | "auth" | "log" | "secret" | "settings">;

/** Who a checkout's code is counted against when once per customer: the signed-in account. */
export const codeBuyerOf = (user: ViewerUser | undefined) =>
  user ? { userId: user.id, email: user.email, phone: user.phone || undefined } : {};

/**
 * The checkout's discount code form (decision 064): intent 'apply-code' tries `discountCode`
 * on the visitor's cart (applyCartDiscountCode: the wrong-code limits, kept on the cart when it
 * applies); 'remove-code' takes the cart's code off.
 * @returns the outcome with the shopper's text: the code kept (or removed), or why not.
 */
export async function answerCheckoutCode(
  services: CheckoutCodeServices,
  request: Request,
  form: FormData,
  now: Date = new Date(),
): Promise<CartCodeOutcome | { removed: true }> {
  const { user } = await getViewer(request, services);
  const cartId = await findCartId(services.db, await cartOwnerFor(user, request, services.secret));
  if (form.get("intent") === "remove-code") {
    if (cartId) await setCartDiscountCode(services.db, cartId, null);
    return { removed: true };
  }
  const typed = form.get("discountCode");
  if (typeof typed !== "string" || typed.trim() === "") {
    return { error: discountTexts.malformed, status: 400 };
  }
  return applyCartDiscountCode(services.db, {
    cartId,
    clientAddress: clientAddressKey(request.headers),
    code: typed,
    buyer: codeBuyerOf(user),
    shippingFees: (await services.settings.current()).shippingFees,
    now,
  });
}
