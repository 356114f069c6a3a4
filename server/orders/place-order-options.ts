import { clientAddressKey } from "../accounts/client-ip";
import type { ViewerUser } from "../accounts/viewer";
import type { AppServices } from "../services";
import type { PlaceOrderOptions } from "./order-placement";

/**
 * What placing an order from `request` needs besides the checkout (decisions 004, 006, 017): the
 * signed-in customer (their id and display name go on the order), the shop's limits for this
 * client address, its delivery fees (whole KSh) and what the confirmation e-mail links to.
 */
export function placeOrderOptions(
  { config, secret }: Pick<AppServices, "config" | "secret">,
  request: Request,
  user: ViewerUser | undefined,
): PlaceOrderOptions {
  return {
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
