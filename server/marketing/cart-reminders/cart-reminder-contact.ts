import { parseMarketingContact } from "#contracts/back-in-stock.ts";
import type { CartOwner } from "../../cart/cart-queries";
import { findCartId } from "../../cart/cart-queries";
import { setCartReminderContact } from "../../cart/cart-checkout-store";
import type { Db } from "../../db/client";
import { grantMarketingConsent } from "../marketing-consent";

/**
 * Keeps on the owner's cart whom its reminder goes to
 * (docs/decisions/067-marketing-consent-and-cart-reminders.md): with the consent box ticked, the
 * first of `typed` (the checkout's phone, then its e-mail) that reads as a Kenyan phone or an
 * e-mail address, its consent recorded (source checkout, this cart); unticked, no one — the
 * consent recorded stays (withdrawal is STOP or the unsubscribe link). Nothing happens when the
 * owner has no cart, or when nothing typed reads as a contact.
 * @throws the database's error.
 */
export async function keepCartReminderContact(
  db: Db,
  owner: CartOwner,
  typed: readonly string[],
  isTicked: boolean,
): Promise<void> {
  const to = isTicked ? typed.map(parseMarketingContact).find((contact) => contact !== null) : null;
  if (to === undefined) return;
  await db.transaction(async (tx) => {
    const cartId = await findCartId(tx, owner);
    if (!cartId) return;
    if (to) await grantMarketingConsent(tx, [to.contact], { source: "checkout", cartId });
    await setCartReminderContact(tx, cartId, to);
  });
}
