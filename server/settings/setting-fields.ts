import { z } from "zod";
import { defaultLowStockThreshold } from "#contracts/admin-dashboard.ts";
import { defaultAgreedDiscountCapPercent } from "#contracts/agreed-price.ts";
import { defaultCartReminderHours } from "#contracts/cart-reminder.ts";
import { normalizeKenyanPhone } from "#contracts/kenyan-phone.ts";
import { settingKeys, type SettingKey, type SettingTexts } from "#contracts/settings.ts";

/**
 * The demo's contact numbers (DESIGN §7): they reach nobody, so a shop must set its own; start-up
 * warns while either is still in use (server/placeholder-contacts.ts).
 */
export const placeholderContacts = {
  WHATSAPP_NUMBER: "254700000000",
  SHOP_PHONE: "+254 700 000 000",
} as const;

/** An environment variable's or a form field's text, trimmed; empty or unset = undefined. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/**
 * A whole number as Kenyans type it — '1500', '1,500' or '1 500' — from 0 to `max`; anything
 * else ('0x10', '1e3', '2.5', '-1', '') is refused with `rule`, which names the limits.
 */
function wholeNumberUpTo(max: number, rule: string) {
  return z
    .string({ error: rule })
    .trim()
    .regex(/^(\d{1,3}([, ]\d{3})+|\d{1,9})$/, rule)
    .transform((text) => Number(text.replace(/[, ]/g, "")))
    .pipe(z.number().max(max, rule));
}

const cartReminderHoursRule = "a whole number of hours from 1 to 168, e.g. 24";

const feeKsh = wholeNumberUpTo(100_000, "whole shillings from 0 to 100,000, e.g. 1,500").default(0);

/** An items amount from which delivery is free (decision 065); empty = never. */
const freeDeliveryFrom = optionalText.pipe(
  wholeNumberUpTo(10_000_000, "whole shillings from 0 to 10,000,000, e.g. 10,000").optional(),
);

/**
 * The shop's WhatsApp number in international digits (wa.me links): a Kenyan number as typed
 * ('0712 345 678', '+254 712 345 678') or any number's international digits.
 */
const whatsappNumber = z
  .string()
  .trim()
  .transform((value) => normalizeKenyanPhone(value)?.slice(1) ?? value.replace(/^\+|[\s().-]/g, ""))
  .pipe(
    z.string().regex(/^[1-9]\d{7,14}$/, "a WhatsApp number, e.g. 0712 345 678 or 254712345678"),
  );

/** An M-PESA Paybill or Till number (also MPESA_SHORTCODE and MPESA_PARTY_B). */
export const shortcode = optionalText.pipe(
  z
    .string()
    .regex(/^\d{5,7}$/, "5 to 7 digits")
    .optional(),
);

/** A line of text shoppers read, at most `max` characters; empty = none (decision 077). */
function shopText(max: number, rule: string) {
  return optionalText.pipe(
    z
      .string()
      .max(max, rule)
      .regex(/^[^\n\r]*$/, rule)
      .optional(),
  );
}

/** A Kenyan phone number, kept in E.164 (contracts/kenyan-phone.ts). */
export const kenyanPhone = optionalText.pipe(
  z
    .string()
    .transform((value, context) => {
      const phone = normalizeKenyanPhone(value);
      if (!phone)
        context.addIssue({ code: "custom", message: "a Kenyan phone number, e.g. 0712345678" });
      return phone ?? value;
    })
    .optional(),
);

/**
 * How each setting is read, from the environment (its default) and from the Settings page alike
 * (decision 044): the same rule, the same message.
 */
export const settingFieldShape = {
  WHATSAPP_NUMBER: whatsappNumber.default(placeholderContacts.WHATSAPP_NUMBER),
  SHOP_PHONE: z
    .string()
    .trim()
    .regex(/^\+?\d[\d ()-]{5,22}$/, "a phone number, e.g. +254 712 345 678")
    .default(placeholderContacts.SHOP_PHONE),
  // Only web addresses: the footer links to it.
  INSTAGRAM_URL: z
    .string()
    .trim()
    .max(300, "at most 300 characters")
    .pipe(
      z.url({
        protocol: /^https?$/,
        error: "a web address, e.g. https://www.instagram.com/loris.ke",
      }),
    )
    .default("https://www.instagram.com/"),
  SHIPPING_FEE_NAIROBI: feeKsh,
  SHIPPING_FEE_ELSEWHERE: feeKsh,
  FREE_DELIVERY_FROM_NAIROBI: freeDeliveryFrom,
  FREE_DELIVERY_FROM_ELSEWHERE: freeDeliveryFrom,
  /** Where orders picked up at the shop are collected; none = no pickup (decision 077). */
  SHOP_ADDRESS: shopText(200, "at most 200 characters on one line"),
  OPENING_HOURS: shopText(100, "at most 100 characters on one line"),
  /** What wrapping a gift costs; 0 = wrapping is not offered (decision 071). */
  GIFT_WRAPPING_PRICE: feeKsh,
  MPESA_PAYBILL_NUMBER: shortcode,
  MPESA_TILL_NUMBER: shortcode,
  LOW_STOCK_THRESHOLD: wholeNumberUpTo(10_000, "a whole number from 0 to 10,000, e.g. 4").default(
    defaultLowStockThreshold,
  ),
  /** Decision 070: the most staff may take off an order as agreed, % of its catalogue prices. */
  AGREED_DISCOUNT_CAP_PERCENT: wholeNumberUpTo(
    100,
    "a whole number from 0 to 100, e.g. 15",
  ).default(defaultAgreedDiscountCapPercent),
  /** The phone new-order alerts go to; unset = SHOP_PHONE when it is a Kenyan number. */
  ORDER_ALERT_PHONE: kenyanPhone,
  ORDER_ALERT_EMAILS: optionalText.pipe(
    z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.email("e-mail addresses, separated by commas")).max(20, "at most 20 addresses"),
      )
      .optional(),
  ),
  /** Hours a cart is left before its one reminder (decision 067). */
  CART_REMINDER_HOURS: wholeNumberUpTo(168, cartReminderHoursRule)
    .pipe(z.number().min(1, cartReminderHoursRule))
    .default(defaultCartReminderHours),
} satisfies Record<SettingKey, z.ZodType>;

/** The settings as read: each key's value (strings, whole numbers, e-mail lists). */
export type SettingFields = z.infer<z.ZodObject<typeof settingFieldShape>>;

/** A read setting as the form shows it and the database keeps it: none = "", lists with ', '. */
function textOf(value: SettingFields[SettingKey]): string {
  if (value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

/** The texts of read settings (canonical: what reading them again keeps as it is). */
export function settingTextsOf(fields: SettingFields): SettingTexts {
  return Object.fromEntries(settingKeys.map((key) => [key, textOf(fields[key])])) as SettingTexts;
}

/**
 * Reads setting `key` from `text` as its environment variable would be read; its canonical text
 * ('0712 345 678' → '+254712345678' for a phone), or the rule it breaks, e.g. '5 to 7 digits'.
 */
export function readSetting(key: SettingKey, text: string): { text: string } | { error: string } {
  const read = settingFieldShape[key].safeParse(text);
  if (!read.success) return { error: read.error.issues[0]?.message ?? "not valid" };
  return { text: textOf(read.data) };
}

/** Read settings from their canonical texts. @throws ZodError when one is not valid. */
export function settingFieldsOf(texts: SettingTexts): SettingFields {
  return z.object(settingFieldShape).parse(texts);
}
