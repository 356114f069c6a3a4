import { clip, smsMaxLength, toGsm7 } from "../sms/gsm7";

/** The opt-out every marketing SMS ends with (Kenya's Data Protection Act 2019, decision 067). */
export const smsOptOutLine = "Reply STOP to opt out";

/**
 * A marketing SMS: "Loris: ", then `name` shortened to fit, then `rest`, the absolute `url` and
 * smsOptOutLine — GSM-7 and at most 160 characters (docs/decisions/066-back-in-stock-alerts.md).
 */
export function marketingSmsText(name: string, rest: string, url: string): string {
  const head = "Loris: ";
  const tail = `${toGsm7(rest)} ${url} ${smsOptOutLine}`;
  return `${head}${clip(toGsm7(name), smsMaxLength - head.length - tail.length)}${tail}`;
}

/** The back-in-stock SMS: "Loris: Oud Royale 50ml is back in stock. {link} Reply STOP to opt out". */
export function backInStockSmsText(name: string, sizeLabel: string, url: string): string {
  return marketingSmsText(name, ` ${sizeLabel} is back in stock.`, url);
}
