import { nairobiWallClock } from "#contracts/nairobi-time.ts";

/** Daraja's Timestamp: `at` as YYYYMMDDHHmmss on the clock in Nairobi. */
export function darajaTimestamp(at: Date): string {
  return nairobiWallClock(at).replace(/\D/g, "");
}

/** Daraja's STK Password: base64 of shortcode + passkey + timestamp. */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString("base64");
}
