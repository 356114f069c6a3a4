/**
 * A Kenyan phone number in E.164 ('+254712345678'), from the ways shoppers type it:
 * 0712 345 678, 0112-345-678, +254 712 345 678 or 254712345678. Returns null for anything
 * else (DESIGN §5: customers are known by phone, in E.164).
 */
export function normalizeKenyanPhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, "");
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(compact);
  return match ? `+254${match[1]}` : null;
}
