import { clientAddressKey } from "../accounts/client-ip";
import type { ViewerUser } from "../accounts/viewer";
import type { AppServices } from "../services";
import type { PlaceOrderOptions } from "./order-placement";

/** What the shop's order options are read from. */
export type ShopOrderServices = Pick<AppServices, "config" | "secret" | "settings">;

/**
 * What placing any order needs from the shop (decisions 004, 042, 065, 071): its delivery fees,
 * free-delivery amounts and gift wrapping's price (whole KSh), a pickup at the shop (decision 077), what the confirmation e-mail links
 * to, and who hears of the new order — the settings in force (decision 044).
 */
export async function shopOrderOptions({
  config,
  secret,
  settings,
}: ShopOrderServices): Promise<
  Pick<
    PlaceOrderOptions,
    "alerts" | "shippingFees" | "freeDeliveryFrom" | "giftWrappingPrice" | "shopPickup" | "shop"
  >
> {
  const { orderAlerts, shippingFees, freeDeliveryFrom, giftWrappingPrice, shopPickup, shopPhone } =
    await settings.current();
  return {
    alerts: orderAlerts,
    shippingFees,
    freeDeliveryFrom,
    giftWrappingPrice,
    shopPickup,
    shop: {
      publicUrl: config.publicUrl,
      replyTo: config.mailFrom,
      phone: shopPhone,
      secret,
    },
  };
}

/**
 * What placing an order from `request` needs besides the checkout (decisions 004, 006, 017): the
 * signed-in customer (their id and display name go on the order), the shop's limits for this
 * client address, its delivery fees (whole KSh) and what the confirmation e-mail links to.
 */
export async function placeOrderOptions(
  services: ShopOrderServices,
  request: Request,
  user: ViewerUser | undefined,
): Promise<PlaceOrderOptions> {
  const { config } = services;
  const shop = await shopOrderOptions(services);
  return {
    ...shop,
    customer: user && {
      userId: user.id,
      displayName: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
    },
    limits: {
      maxUnits: config.orderMaxUnits,
      perAddress: {
        clientAddress: clientAddressKey(request.headers),
        max: config.orderRateLimit,
        windowMinutes: config.orderRateWindowMinutes,
        shopPhone: shop.shop.phone,
      },
    },
  };
}
