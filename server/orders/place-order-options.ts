import { clientAddressKey } from "../accounts/client-ip";
import type { ViewerUser } from "../accounts/viewer";
import type { AppServices } from "../services";
import type { PlaceOrderOptions } from "./order-placement";

/**
 * What placing any order needs from the shop (decisions 004, 042): its delivery fees (whole KSh),
 * what the confirmation e-mail links to, and who hears of the new order.
 */
export function shopOrderOptions({
  config,
  secret,
}: Pick<AppServices, "config" | "secret">): Pick<
  PlaceOrderOptions,
  "alerts" | "shippingFees" | "shop"
> {
  return {
    alerts: config.orderAlerts,
    shippingFees: { nairobi: config.shippingFeeNairobi, elsewhere: config.shippingFeeElsewhere },
    shop: {
      publicUrl: config.publicUrl,
      replyTo: config.mailFrom,
      phone: config.shopPhone,
      secret,
    },
  };
}

/**
 * What placing an order from `request` needs besides the checkout (decisions 004, 006, 017): the
 * signed-in customer (their id and display name go on the order), the shop's limits for this
 * client address, its delivery fees (whole KSh) and what the confirmation e-mail links to.
 */
export function placeOrderOptions(
  services: Pick<AppServices, "config" | "secret">,
  request: Request,
  user: ViewerUser | undefined,
): PlaceOrderOptions {
  const { config } = services;
  return {
    ...shopOrderOptions(services),
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
        shopPhone: config.shopPhone,
      },
    },
  };
}
