import { nairobiInstant } from "#contracts/nairobi-time.ts";

/** Daraja's yyyyMMddHHmmss in Nairobi (UTC+3) as a Date; undefined when it is no real time. */
export function nairobiTimeOf(transTime: string): Date | undefined {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(transTime) ?? [];
  const at = nairobiInstant(`${y}-${mo}-${d}T${h}:${mi}:${s}`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** How far before its arrival a callback's payment time is believed (a day). */
const believedBeforeMs = 24 * 60 * 60_000;
/** How far after its arrival (clocks differ a little). */
const believedAfterMs = 5 * 60_000;

/**
 * When M-PESA took a prompt's money, from its callback's TransactionDate (yyyyMMddHHmmss,
 * Nairobi), so a PIN entered before midnight counts for that day (decision 020); `now` when the
 * callback names no time, or one more than a day before or 5 minutes after `now`.
 */
export function paidAtOf(transactionDate: string, now: Date): Date {
  const at = nairobiTimeOf(transactionDate);
  const offset = at ? now.getTime() - at.getTime() : Number.NaN;
  return offset <= believedBeforeMs && offset >= -believedAfterMs ? at! : now;
}
