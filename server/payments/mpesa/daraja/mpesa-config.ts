import { normalizeIP } from "@better-auth/core/utils/ip";
import { z } from "zod";
import { optionalText as text, shortcode } from "#server/settings/setting-fields.ts";

/** Daraja's two STK push transaction types: to a Paybill, or to a Till (Buy Goods). */
export const mpesaTransactionTypes = ["CustomerPayBillOnline", "CustomerBuyGoodsOnline"] as const;

/**
 * What the shop needs to send M-PESA prompts through Safaricom's Daraja API (see
 * docs/decisions/020-mpesa-payments.md). `callbackUrl` is absolute and holds the secret.
 */
export interface MpesaConfig {
  /** Daraja's base URL: https://api.safaricom.co.ke, the sandbox, or `npm run mpesa-sim`'s. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The business shortcode the Password is made with (BusinessShortCode). */
  shortcode: string;
  passkey: string;
  transactionType: (typeof mpesaTransactionTypes)[number];
  /** Who receives the money (PartyB): the shortcode for a Paybill, the Till number for Buy Goods. */
  partyB: string;
  /** The unguessable path segment Daraja's callbacks must come to (MPESA_CALLBACK_SECRET). */
  callbackSecret: string;
  /** Where Daraja posts results: {MPESA_CALLBACK_BASE_URL or PUBLIC_URL}/payments/mpesa/callback/{secret}. */
  callbackUrl: string;
  /** How long one Daraja request may take before its answer counts as lost, ms (MPESA_TIMEOUT_MS). */
  timeoutMs: number;
  /**
   * Where Daraja posts each Paybill payment (C2B), registered by `npm run mpesa-register-urls`:
   * {callback base}/payments/c2b/{secret}/confirmation. No 'mpesa' in it: Daraja's Register
   * URL refuses URLs holding M-PESA, Safaricom, exe, cmd, sql or query.
   */
  c2bConfirmationUrl: string;
  /** Where Daraja asks before a Paybill payment, when external validation is on: …/validation. */
  c2bValidationUrl: string;
  /**
   * The addresses Daraja's messages may come from (MPESA_CALLBACK_IPS, Safaricom's published
   * list), normalized; undefined when unset: the secret path alone guards them.
   */
  callbackIps: ReadonlySet<string> | undefined;
}

/** The M-PESA variables (DESIGN §7, decision 020); all optional. */
export const mpesaEnvShape = {
  MPESA_BASE_URL: text.pipe(z.url().optional()),
  MPESA_CONSUMER_KEY: text,
  MPESA_CONSUMER_SECRET: text,
  MPESA_SHORTCODE: shortcode,
  MPESA_PASSKEY: text,
  MPESA_TRANSACTION_TYPE: z.enum(mpesaTransactionTypes).default("CustomerPayBillOnline"),
  MPESA_PARTY_B: shortcode,
  MPESA_CALLBACK_SECRET: text.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{32,128}$/, "32 to 128 letters, digits, '_' or '-'")
      .optional(),
  ),
  MPESA_CALLBACK_BASE_URL: text.pipe(z.url().optional()),
  MPESA_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(60_000).default(15_000),
  MPESA_CALLBACK_IPS: text.pipe(
    z
      .string()
      .transform((list) => list.split(",").map((address) => address.trim()))
      .pipe(z.array(z.union([z.ipv4(), z.ipv6()], "IP addresses, separated by commas")).max(50))
      .optional(),
  ),
};

type MpesaEnv = z.infer<z.ZodObject<typeof mpesaEnvShape>>;

const stkVariables = [
  "MPESA_BASE_URL",
  "MPESA_CONSUMER_KEY",
  "MPESA_CONSUMER_SECRET",
  "MPESA_SHORTCODE",
  "MPESA_PASSKEY",
  "MPESA_CALLBACK_SECRET",
] as const;

/**
 * The STK push settings of a parsed environment: undefined when none of them is set (the shop
 * then offers no 'Pay now with M-PESA').
 * @throws Error naming the variables still missing when only some are set.
 */
export function mpesaConfigOf(env: MpesaEnv, publicUrl: string): MpesaConfig | undefined {
  const missing = stkVariables.filter((name) => env[name] === undefined);
  if (missing.length === stkVariables.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n  M-PESA needs ${missing.join(", ")} as well (or none of ${stkVariables.join(", ")})`,
    );
  }
  const callbackSecret = env.MPESA_CALLBACK_SECRET!;
  const callbackBase = (env.MPESA_CALLBACK_BASE_URL ?? publicUrl).replace(/\/+$/, "");
  const c2bBase = `${callbackBase}/payments/c2b/${callbackSecret}`;
  return {
    baseUrl: env.MPESA_BASE_URL!.replace(/\/+$/, ""),
    consumerKey: env.MPESA_CONSUMER_KEY!,
    consumerSecret: env.MPESA_CONSUMER_SECRET!,
    shortcode: env.MPESA_SHORTCODE!,
    passkey: env.MPESA_PASSKEY!,
    transactionType: env.MPESA_TRANSACTION_TYPE,
    partyB: env.MPESA_PARTY_B ?? env.MPESA_SHORTCODE!,
    callbackSecret,
    callbackUrl: `${callbackBase}/payments/mpesa/callback/${callbackSecret}`,
    timeoutMs: env.MPESA_TIMEOUT_MS,
    c2bConfirmationUrl: `${c2bBase}/confirmation`,
    c2bValidationUrl: `${c2bBase}/validation`,
    callbackIps: env.MPESA_CALLBACK_IPS && new Set(env.MPESA_CALLBACK_IPS.map(comparableAddress)),
  };
}

/**
 * An address as the shop compares it with MPESA_CALLBACK_IPS: IPv4 as dotted digits (also when
 * it came as IPv6 '::ffff:1.2.3.4'), IPv6 in lower case.
 */
function comparableAddress(address: string): string {
  return normalizeIP(address, { ipv6Subnet: 128 });
}

/**
 * Whether a message from Daraja came from an address it may come from: any, when
 * MPESA_CALLBACK_IPS is unset; else one of them (`address` as the host tells it: the socket's,
 * or a trusted proxy's X-Forwarded-For).
 */
export function isFromDaraja(config: MpesaConfig, address: string): boolean {
  return !config.callbackIps || config.callbackIps.has(comparableAddress(address));
}
