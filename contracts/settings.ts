/**
 * The shop settings staff edit in the admin (DESIGN §5 "Settings", decision 044). Each is named
 * by the environment variable that gives its default, so the README's table and the Settings page
 * speak of the same thing.
 */
export const settingKeys = [
  "WHATSAPP_NUMBER",
  "SHOP_PHONE",
  "INSTAGRAM_URL",
  "SHIPPING_FEE_NAIROBI",
  "SHIPPING_FEE_ELSEWHERE",
  "FREE_DELIVERY_FROM_NAIROBI",
  "FREE_DELIVERY_FROM_ELSEWHERE",
  "SHOP_ADDRESS",
  "OPENING_HOURS",
  "GIFT_WRAPPING_PRICE",
  "MPESA_PAYBILL_NUMBER",
  "MPESA_TILL_NUMBER",
  "LOW_STOCK_THRESHOLD",
  "ORDER_ALERT_PHONE",
  "ORDER_ALERT_EMAILS",
  "AGREED_DISCOUNT_CAP_PERCENT",
  "CART_REMINDER_HOURS",
] as const;

export type SettingKey = (typeof settingKeys)[number];

/** Every setting as text, as the form shows it and the database keeps it; "" = none. */
export type SettingTexts = Record<SettingKey, string>;

/** The longest text a setting may hold (characters): twenty e-mail addresses fit. */
export const maxSettingLength = 2_000;

/** How the Settings page shows one setting. */
export interface SettingField {
  key: SettingKey;
  label: string;
  /** The label outside its section (Recent changes), when the label alone is unclear. */
  longLabel?: string;
  /** What it does, and the form of the value, under its input. */
  hint: string;
  /** Optional settings may be left empty (none); the others must hold a value. */
  isOptional: boolean;
  inputMode: "text" | "tel" | "url" | "numeric" | "email";
}

/** The Settings page's sections, in order. */
export const settingSections: { title: string; fields: SettingField[] }[] = [
  {
    title: "Contact",
    fields: [
      {
        key: "WHATSAPP_NUMBER",
        label: "WhatsApp number",
        hint: "WhatsApp orders and chats go to it. International digits without '+', e.g. 254712345678.",
        isOptional: false,
        inputMode: "tel",
      },
      {
        key: "SHOP_PHONE",
        label: "Shop phone",
        hint: "Shown in the footer and in every SMS, e.g. +254 712 345 678.",
        isOptional: false,
        inputMode: "tel",
      },
      {
        key: "INSTAGRAM_URL",
        label: "Instagram link",
        hint: "The footer's Instagram link, e.g. https://www.instagram.com/loris.ke.",
        isOptional: false,
        inputMode: "url",
      },
    ],
  },
  {
    title: "Delivery fees",
    fields: [
      {
        key: "SHIPPING_FEE_NAIROBI",
        label: "Nairobi",
        longLabel: "Delivery fee, Nairobi",
        hint: "Whole shillings; 0 shows as Free.",
        isOptional: false,
        inputMode: "numeric",
      },
      {
        key: "SHIPPING_FEE_ELSEWHERE",
        label: "Elsewhere in Kenya",
        longLabel: "Delivery fee, elsewhere in Kenya",
        hint: "Whole shillings; 0 shows as Free.",
        isOptional: false,
        inputMode: "numeric",
      },
      {
        key: "FREE_DELIVERY_FROM_NAIROBI",
        label: "Free in Nairobi from",
        longLabel: "Free delivery in Nairobi from",
        hint: "Items worth this much or more, after any discount code, are delivered free, e.g. 10,000. Empty: never.",
        isOptional: true,
        inputMode: "numeric",
      },
      {
        key: "FREE_DELIVERY_FROM_ELSEWHERE",
        label: "Free elsewhere from",
        longLabel: "Free delivery elsewhere in Kenya from",
        hint: "The same, for the rest of Kenya. Empty: never.",
        isOptional: true,
        inputMode: "numeric",
      },
    ],
  },
  {
    title: "Pick up at the shop",
    fields: [
      {
        key: "SHOP_ADDRESS",
        label: "Shop address",
        hint: "Where shoppers collect orders, e.g. Shop 12, Sarit Centre, Westlands, Nairobi. Empty: checkout does not offer Pick up at the shop.",
        isOptional: true,
        inputMode: "text",
      },
      {
        key: "OPENING_HOURS",
        label: "Opening hours",
        hint: "Shown with the address, e.g. Mon–Sat 9am–7pm, Sun 11am–5pm.",
        isOptional: true,
        inputMode: "text",
      },
    ],
  },
  {
    title: "Gifts",
    fields: [
      {
        key: "GIFT_WRAPPING_PRICE",
        label: "Gift wrapping, KSh",
        hint: "What wrapping a gift costs, whole shillings; 0: checkout does not offer wrapping.",
        isOptional: false,
        inputMode: "numeric",
      },
    ],
  },
  {
    title: "Paying by hand",
    fields: [
      {
        key: "MPESA_PAYBILL_NUMBER",
        label: "Paybill number",
        hint: "Customers pay it with their order number as the account. Used when both are set.",
        isOptional: true,
        inputMode: "numeric",
      },
      {
        key: "MPESA_TILL_NUMBER",
        label: "Till number",
        hint: "Buy Goods; shown when there is no Paybill. Empty: none.",
        isOptional: true,
        inputMode: "numeric",
      },
    ],
  },
  {
    title: "Stock",
    fields: [
      {
        key: "LOW_STOCK_THRESHOLD",
        label: "Low-stock threshold",
        hint: "A size with this many or fewer in stock is low: the dashboard's alerts, the Low stock filter and the daily digest.",
        isOptional: false,
        inputMode: "numeric",
      },
    ],
  },
  {
    title: "Order alerts",
    fields: [
      {
        key: "ORDER_ALERT_PHONE",
        label: "Alert phone",
        hint: "Hears of every new order by SMS. Empty: the shop phone.",
        isOptional: true,
        inputMode: "tel",
      },
      {
        key: "ORDER_ALERT_EMAILS",
        label: "Alert e-mails",
        hint: "Staff addresses, separated by commas: the new-order alert and the 07:00 daily digest.",
        isOptional: true,
        inputMode: "email",
      },
    ],
  },
  {
    title: "Agreed prices",
    fields: [
      {
        key: "AGREED_DISCOUNT_CAP_PERCENT",
        label: "Most staff may take off an order, %",
        hint: "Lower prices and an order discount agreed in a chat together, as a share of the catalogue prices; a discount code comes on top.",
        isOptional: false,
        inputMode: "numeric",
      },
    ],
  },
  {
    title: "Cart reminders",
    fields: [
      {
        key: "CART_REMINDER_HOURS",
        label: "Remind after (hours)",
        longLabel: "Cart reminder after (hours)",
        hint: "A cart left this many hours gets one reminder, to shoppers who agreed to offers and reminders; never 21:00–08:00. 1 to 168.",
        isOptional: false,
        inputMode: "numeric",
      },
    ],
  },
];

const settingFields = settingSections.flatMap((section) => section.fields);

/** One setting's name outside its section, e.g. 'Delivery fee, Nairobi'. */
export function settingLabel(key: SettingKey): string {
  const field = settingFields.find((candidate) => candidate.key === key);
  return field?.longLabel ?? field?.label ?? key;
}

/** A change of one setting, as the page's Recent changes lists it. */
export interface SettingChange {
  id: number;
  key: SettingKey;
  oldValue: string;
  newValue: string;
  changedBy: string;
  changedAt: string;
}

/** The Settings page's texts. */
export const settingsTexts = {
  title: "Settings",
  description: "The shop's numbers, fees and alerts. A change applies at once, on every page.",
  save: "Save settings",
  saving: "Saving…",
  saved: "Settings saved.",
  unchanged: "Nothing to save: no setting was changed.",
  invalid: "Some settings need another look.",
  required: "Enter a value.",
  tooLong: `At most ${maxSettingLength} characters.`,
  controlCharacters: "Remove line breaks and other control characters.",
  changesTitle: "Recent changes",
  noChanges: "No setting has been changed here yet: each is the environment's default.",
  none: "(none)",
} as const;

/** How many changes the Settings page lists, newest first. */
export const settingChangesShown = 30;
