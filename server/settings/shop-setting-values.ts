import type { DeliveryArea } from "#contracts/delivery.ts";
import type { FreeDeliveryFrom } from "#contracts/free-delivery.ts";
import type { ShopPickup } from "#contracts/shop-pickup.ts";
import { normalizeKenyanPhone } from "#contracts/kenyan-phone.ts";
import type { SettingTexts } from "#contracts/settings.ts";
import { placeholderContacts, settingFieldsOf, type SettingFields } from "./setting-fields";

/** The shop's own M-PESA number for payments made by hand (the fallback when a prompt fails). */
export interface ManualPaymentConfig {
  kind: "paybill" | "till";
  /** Digits, e.g. '522522'. */
  number: string;
}

/** Who hears of every new order (decision 042): a phone by SMS (E.164) and staff e-mail. */
export interface OrderAlerts {
  phone: string | undefined;
  emails: string[];
}

/** The shop settings in force (decision 044), as the code uses them. */
export interface ShopSettingValues {
  /** International digits without '+', for wa.me links. */
  whatsappNumber: string;
  /** As the shop writes it, e.g. '+254 712 345 678'. */
  shopPhone: string;
  instagramUrl: string;
  /** Delivery fee per area, whole KSh. */
  shippingFees: Record<DeliveryArea, number>;
  /** Per area, the items amount from which delivery is free (decision 065). */
  freeDeliveryFrom: FreeDeliveryFrom;
  /** Where and when orders are picked up at the shop; undefined = not offered (decision 077). */
  shopPickup: ShopPickup | undefined;
  /** What wrapping a gift costs, whole KSh; 0 = not offered (decision 071). */
  giftWrappingPrice: number;
  /** The Paybill (when set), else the Till, for paying by hand; undefined = neither. */
  manualPayment: ManualPaymentConfig | undefined;
  /** A size with this many or fewer in stock is low (SPEC §9). */
  lowStockThreshold: number;
  orderAlerts: OrderAlerts;
  /** The most staff may take off an order as agreed, % of its catalogue prices (decision 070). */
  agreedDiscountCapPercent: number;
  /** Hours a cart is left before its one reminder (decision 067). */
  cartReminderHours: number;
}

function manualPaymentOf(fields: SettingFields): ManualPaymentConfig | undefined {
  if (fields.MPESA_PAYBILL_NUMBER) return { kind: "paybill", number: fields.MPESA_PAYBILL_NUMBER };
  if (fields.MPESA_TILL_NUMBER) return { kind: "till", number: fields.MPESA_TILL_NUMBER };
  return undefined;
}

/**
 * The values of settings given as canonical texts: the alert phone is ORDER_ALERT_PHONE, else the
 * shop phone when it is a Kenyan number other than the demo's placeholder.
 * @throws ZodError when a text is not valid (texts are read before they are kept).
 */
export function shopSettingValuesOf(texts: SettingTexts): ShopSettingValues {
  const fields = settingFieldsOf(texts);
  const shopPhone = fields.SHOP_PHONE;
  const shopAlertPhone =
    shopPhone === placeholderContacts.SHOP_PHONE ? null : normalizeKenyanPhone(shopPhone);
  return {
    whatsappNumber: fields.WHATSAPP_NUMBER,
    shopPhone,
    instagramUrl: fields.INSTAGRAM_URL,
    shippingFees: {
      nairobi: fields.SHIPPING_FEE_NAIROBI,
      elsewhere: fields.SHIPPING_FEE_ELSEWHERE,
    },
    freeDeliveryFrom: {
      nairobi: fields.FREE_DELIVERY_FROM_NAIROBI,
      elsewhere: fields.FREE_DELIVERY_FROM_ELSEWHERE,
    },
    shopPickup: fields.SHOP_ADDRESS
      ? { address: fields.SHOP_ADDRESS, openingHours: fields.OPENING_HOURS }
      : undefined,
    giftWrappingPrice: fields.GIFT_WRAPPING_PRICE,
    manualPayment: manualPaymentOf(fields),
    lowStockThreshold: fields.LOW_STOCK_THRESHOLD,
    orderAlerts: {
      phone: fields.ORDER_ALERT_PHONE ?? shopAlertPhone ?? undefined,
      emails: fields.ORDER_ALERT_EMAILS ?? [],
    },
    agreedDiscountCapPercent: fields.AGREED_DISCOUNT_CAP_PERCENT,
    cartReminderHours: fields.CART_REMINDER_HOURS,
  };
}
