import path from "node:path";
import { z } from "zod";
import type { ShopSettings } from "#contracts/shop-settings.ts";
import type { SettingTexts } from "#contracts/settings.ts";
import {
  mpesaConfigOf,
  mpesaEnvShape,
  type MpesaConfig,
} from "./payments/mpesa/daraja/mpesa-config";
import { s3ConfigOf, type S3Config } from "./media/s3-config";
import { optionalText, settingFieldShape, settingTextsOf } from "./settings/setting-fields";
import type { ShopSettingValues } from "./settings/shop-setting-values";
import type { AfricasTalkingConfig } from "./sms/africas-talking-transport";
import { africasTalkingConfigOf, smsEnvShape } from "./sms/sms-config";

/** An optional yes/no variable: true, false, 1, 0, yes or no. */
const booleanFlag = optionalText.pipe(
  z
    .enum(["true", "false", "1", "0", "yes", "no"], "true or false")
    .transform((value) => ["true", "1", "yes"].includes(value))
    .optional(),
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default("Loris <orders@loris.local>"),
  WHATSAPP_HOLD_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  DEMO_CATALOGUE: booleanFlag,
  // Decision 044: the defaults of what staff may change on the Settings page.
  ...settingFieldShape,
  POS_HOST: optionalText.pipe(z.url().optional()),
  BETTER_AUTH_SECRET: optionalText,
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(3),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  LOGIN_ADDRESS_FAILURE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  ORDER_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  GUEST_CART_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
  GUEST_CART_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  // At most the contract's line cap (contracts/cart.ts maxLineQuantity, 99).
  ORDER_MAX_UNITS: z.coerce.number().int().min(1).max(99).default(10),
  TRUST_PROXY: optionalText,
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ...mpesaEnvShape,
  // Decision 042: SMS through Africa's Talking, and who hears of new orders (server/sms/sms-config.ts).
  ...smsEnvShape,
  // Decision 021: uploaded media in an S3-compatible bucket (server/media/s3-config.ts).
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: optionalText.pipe(z.string().default("us-east-1")),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag,
  MEDIA_PUBLIC_URL: optionalText.pipe(z.url().optional()),
});

/** Typed configuration (DESIGN §7), parsed once at start-up. Fees are whole KSh. */
export interface Config {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Hours a WhatsApp order may wait for its chat (status 'pending') before the shop cancels it
   * and returns its stock (WHATSAPP_HOLD_HOURS, decision 013).
   */
  whatsappHoldHours: number;
  /**
   * Whether the first start seeds the demo catalogue (DEMO_CATALOGUE, default true); false starts
   * an empty shop with SPEC's categories and the notes vocabulary (decision 057).
   */
  demoCatalogue: boolean;
  posHost: string | undefined;
  betterAuthSecret: string | undefined;
  /** Sign-in and sign-up requests allowed per client address in 10 s (Better Auth's limit). */
  authRateLimit: number;
  /**
   * Failed logins allowed per (e-mail address, client address) in 15 minutes; then that pair
   * is refused, while the account still signs in from other addresses (decision 017).
   */
  loginFailureLimit: number;
  /** Failed logins allowed per client address over all accounts in 15 minutes. */
  loginAddressFailureLimit: number;
  /**
   * Orders one client address may place per window (ORDER_RATE_LIMIT, default 5), website and
   * WhatsApp alike; the window is `orderRateWindowMinutes` long (ORDER_RATE_WINDOW_MINUTES,
   * default 10). See docs/decisions/017-abuse-limits.md.
   */
  orderRateLimit: number;
  orderRateWindowMinutes: number;
  /**
   * New guest carts one client address may start per window (GUEST_CART_RATE_LIMIT, default
   * 100); the window is `guestCartRateWindowMinutes` long (GUEST_CART_RATE_WINDOW_MINUTES,
   * default 60). A visitor who has a cart, or is signed in, is never counted. Decision 029.
   */
  guestCartRateLimit: number;
  guestCartRateWindowMinutes: number;
  /** Units of one product an order may hold (ORDER_MAX_UNITS, default 10, at most 99). */
  orderMaxUnits: number;
  logLevel: string;
  /**
   * Server processes sharing the port (WEB_CONCURRENCY, default 1, at most 64; decision 022), each
   * with its own caches; more than 1 needs DATABASE_URL (PGlite belongs to one process).
   */
  webConcurrency: number;
  /**
   * Express's `trust proxy` (TRUST_PROXY): unset = the socket's address is the client's; behind
   * a proxy, the number of proxy hops or their addresses ('loopback', '10.0.0.0/8'), so that
   * rate limits count each visitor, not the proxy.
   */
  trustProxy: number | string | undefined;
  /** M-PESA prompts (decision 020); undefined = 'Pay now with M-PESA' is not offered. */
  mpesa: MpesaConfig | undefined;
  /**
   * The S3-compatible bucket uploaded media goes to (S3_BUCKET, S3_ENDPOINT, S3_REGION,
   * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, MEDIA_PUBLIC_URL; decision 021);
   * undefined = DATA_DIR/media on this machine.
   */
  s3: S3Config | undefined;
  /**
   * Africa's Talking (AT_USERNAME, AT_API_KEY, AT_SENDER_ID, AT_BASE_URL; decision 042);
   * undefined = SMS are written to DATA_DIR/sms-outbox.
   */
  africasTalking: AfricasTalkingConfig | undefined;
  /**
   * The environment's texts of the settings staff may change in the admin (WHATSAPP_NUMBER,
   * SHOP_PHONE, delivery fees, Paybill and Till, LOW_STOCK_THRESHOLD, order alerts): their
   * defaults (decision 044). The settings in force are AppServices.settings'.
   */
  settingDefaults: SettingTexts;
}

/**
 * Parses the environment into a Config.
 * @throws Error naming each bad variable, e.g. "PORT: Too big: expected number to be <=65535".
 */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new Error(
      "Invalid configuration:\n  WEB_CONCURRENCY: more than 1 process needs DATABASE_URL (the embedded database belongs to one process)",
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    whatsappHoldHours: e.WHATSAPP_HOLD_HOURS,
    demoCatalogue: e.DEMO_CATALOGUE ?? true,
    posHost: e.POS_HOST?.replace(/\/+$/, ""),
    betterAuthSecret: e.BETTER_AUTH_SECRET,
    authRateLimit: e.AUTH_RATE_LIMIT,
    loginFailureLimit: e.LOGIN_FAILURE_LIMIT,
    loginAddressFailureLimit: e.LOGIN_ADDRESS_FAILURE_LIMIT,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    orderRateWindowMinutes: e.ORDER_RATE_WINDOW_MINUTES,
    guestCartRateLimit: e.GUEST_CART_RATE_LIMIT,
    guestCartRateWindowMinutes: e.GUEST_CART_RATE_WINDOW_MINUTES,
    orderMaxUnits: e.ORDER_MAX_UNITS,
    logLevel: e.LOG_LEVEL,
    webConcurrency: e.WEB_CONCURRENCY,
    trustProxy:
      e.TRUST_PROXY && /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    mpesa: mpesaConfigOf(e, publicUrl),
    s3: s3ConfigOf(e),
    africasTalking: africasTalkingConfigOf(e),
    settingDefaults: settingTextsOf(e),
  };
}

/** The browser-safe subset of a Config and the settings in force. */
export function shopSettingsOf(config: Config, settings: ShopSettingValues): ShopSettings {
  const { publicUrl, posHost, orderMaxUnits } = config;
  const { whatsappNumber, shopPhone, instagramUrl } = settings;
  return {
    publicUrl,
    whatsappNumber,
    shopPhone,
    instagramUrl,
    orderMaxUnits,
    ...(posHost ? { posHost } : {}),
  };
}
