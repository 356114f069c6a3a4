import { z } from "zod";
import { optionalText as text } from "../settings/setting-fields";
import type { AfricasTalkingConfig } from "./africas-talking-transport";

/** The SMS variables of the environment (DESIGN §7, decision 042). */
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
};

type SmsEnv = z.infer<z.ZodObject<typeof smsEnvShape>>;

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
