import { safeRedirect } from "#contracts/accounts.ts";
import type { CartFormResult, CartIntent } from "#contracts/cart.ts";
import { clientAddressKey } from "../accounts/client-ip";
import type { AppServices } from "../services";
import { refusalOrThrow } from "#server/http/refusal.ts";
import type { CartOwner } from "./cart-queries";
import { keepCartReminderContact } from "../marketing/cart-reminders/cart-reminder-contact";
import { isConsentTicked } from "../marketing/marketing-consent";
import {
  addToCart,
  clearCart,
  removeFromCart,
  setCartQuantity,
  type NewGuestCartLimit,
} from "./cart-store";
import { cartOwnerOf, guestCartCookieFor } from "./cart-visitor";

const intents: readonly CartIntent[] = ["add", "set", "remove", "clear", "contact"];

/** What one submission of the cart form did, and the Set-Cookie it needs (a guest's new cart). */
export interface CartFormOutcome {
  result: CartFormResult;
  status: number;
  setCookie?: string;
  /** Where a page sent without scripts goes back to: its `returnTo`, a path on this site. */
  returnTo?: string;
  /** With a 429: the seconds to wait, sent as Retry-After. */
  retryAfterSeconds?: number;
}

/** New guest carts one client address may start (decision 029): an add's, a restore's. */
export function newGuestCartLimit(
  request: Request,
  { config }: Pick<AppServices, "config">,
): NewGuestCartLimit {
  return {
    key: clientAddressKey(request.headers),
    max: config.guestCartRateLimit,
    windowMs: config.guestCartRateWindowMinutes * 60_000,
  };
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** '' → `fallback`; anything else its number (NaN for what is not one: the domain refuses it). */
const quantityOf = (value: string, fallback: number): number =>
  value.trim() === "" ? fallback : Number(value);

async function change(
  services: AppServices,
  request: Request,
  owner: CartOwner,
  intent: CartIntent,
  form: FormData,
): Promise<{ result: CartFormResult; cartId?: string }> {
  const { db, config } = services;
  const sizeId = text(form, "sizeId");
  const limits = { maxUnits: config.orderMaxUnits };
  switch (intent) {
    case "add": {
      const requested = quantityOf(text(form, "quantity"), 1);
      // A card or a page without a size choice sends none: the size a shopper who chose none buys.
      const item = { productId: text(form, "productId"), sizeId: sizeId || undefined };
      const { cartId, added } = await addToCart(db, owner, item, requested, {
        ...limits,
        newGuestCarts: newGuestCartLimit(request, services),
      });
      return { result: { ok: true, intent, added, requested }, cartId };
    }
    case "set":
      await setCartQuantity(db, owner, sizeId, quantityOf(text(form, "quantity"), NaN), limits);
      return { result: { ok: true, intent } };
    case "remove":
      await removeFromCart(db, owner, sizeId);
      return { result: { ok: true, intent } };
    case "clear":
      await clearCart(db, owner);
      return { result: { ok: true, intent } };
    case "contact": {
      const typed = [text(form, "phone"), text(form, "email")];
      await keepCartReminderContact(db, owner, typed, isConsentTicked(form));
      return { result: { ok: true, intent } };
    }
  }
}

/**
 * Carries out one submission of the cart form (SPEC §4, decision 019): `intent` add | set | remove |
 * clear | contact; contact's `phone`, `email` and consent box (keepCartReminderContact, decision
 * 067); add's `productId` and chosen `sizeId` (none: contracts/product-sizes.ts defaultSize);
 * set's and remove's `sizeId`, the line's; `quantity` (add: 1–99, default 1; set: 0–99, 0
 * removes) and, from a page without scripts, `returnTo`. Refusals come back as a 4xx result with the text a
 * shopper reads (a 429 with the seconds to wait: decision 029); other errors are thrown.
 */
export async function submitCartForm(
  services: AppServices,
  request: Request,
  form: FormData,
): Promise<CartFormOutcome> {
  const returnTo = form.has("returnTo") ? safeRedirect(text(form, "returnTo")) : undefined;
  const intent = intents.find((name) => name === text(form, "intent"));
  if (!intent) {
    return { result: { ok: false, error: "Unknown cart action" }, status: 400, returnTo };
  }
  const owner = await cartOwnerOf(request, services);
  try {
    const { result, cartId } = await change(services, request, owner, intent, form);
    // Every add renews a guest's cookie (a new cart's id, or the same one's 30 days).
    const setCookie = cartId ? await guestCartCookieFor(owner, cartId, services) : undefined;
    return { result, status: 200, setCookie, returnTo };
  } catch (error) {
    const { message, status, retryAfterSeconds } = refusalOrThrow(error);
    return { result: { ok: false, error: message }, status, returnTo, retryAfterSeconds };
  }
}
