import { z } from "zod";
import { normalizeKenyanPhone } from "#contracts/kenyan-phone.ts";
import { text } from "../payments/mpesa-config";
import type { AfricasTalkingConfig } from "./africas-talking-transport";

const kenyanPhone = text.pipe(
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

/** The SMS and alert variables of the environment (DESIGN §7, decision 042). */
export const smsEnvShape = {
  AT_USERNAME: text,
  AT_API_KEY: text,
  AT_SENDER_ID: text.pipe(z.string().max(11, "at most 11 characters").optional()),
  AT_BASE_URL: text.pipe(z.url().optional()),
  /** The secret path segment of the shop's incoming-SMS URL (customers' STOP replies). */
  AT_CALLBACK_SECRET: text.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{32,128}$/, "32 to 128 letters, digits, '_' or '-'")
      .optional(),
  ),
  /** The phone new-order alerts go to; unset = SHOP_PHONE when it is a Kenyan number. */
  ORDER_ALERT_PHONE: kenyanPhone,
  ORDER_ALERT_EMAILS: text.pipe(
    z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("e-mail addresses, separated by commas")).max(20))
      .optional(),
  ),
};

type SmsEnv = z.infer<z.ZodObject<typeof smsEnvShape>>;

/** Who hears of every new order (decision 042): a phone by SMS (E.164) and staff e-mail. */
export interface OrderAlerts {
  phone: string | undefined;
  emails: string[];
}

/**
 * Africa's Talking's settings of a parsed environment: undefined when neither AT_USERNAME nor
 * AT_API_KEY is set (SMS are then written to DATA_DIR/sms-outbox).
 * @throws Error when only one of the two is set.
 */
export function africasTalkingConfigOf(env: SmsEnv): AfricasTalkingConfig | undefined {
  if (!env.AT_USERNAME && !env.AT_API_KEY) return undefined;
  if (!env.AT_USERNAME || !env.AT_API_KEY) {
    throw new Error(
      "Invalid configuration:\n  Africa's Talking needs both AT_USERNAME and AT_API_KEY (or neither)",
    );
  }
  return {
    username: env.AT_USERNAME,
    apiKey: env.AT_API_KEY,
    senderId: env.AT_SENDER_ID,
    baseUrl: env.AT_BASE_URL,
    callbackSecret: env.AT_CALLBACK_SECRET,
  };
}

/**
 * The new-order alerts of a parsed environment: ORDER_ALERT_PHONE, else the shop's phone when
 * it is a Kenyan number other than the demo's `placeholderPhone`; ORDER_ALERT_EMAILS.
 */
export function orderAlertsOf(
  env: SmsEnv,
  shopPhone: string,
  placeholderPhone: string,
): OrderAlerts {
  const shop = shopPhone === placeholderPhone ? null : normalizeKenyanPhone(shopPhone);
  return {
    phone: env.ORDER_ALERT_PHONE ?? shop ?? undefined,
    emails: env.ORDER_ALERT_EMAILS ?? [],
  };
}
