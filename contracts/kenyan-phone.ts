/** What a form says of a phone the shop cannot read as Kenyan (checkout, register, profile). */
export const invalidKenyanPhoneText = "Please enter a Kenyan phone number, such as 0712 345 678";

/**
 * A Kenyan phone number in E.164 ('+254712345678'), from the ways shoppers type it:
 * 0712 345 678, 0112-345-678, +254 712 345 678, 254712345678 or 712345678 (the number without
 * its 0, as some phones show it). Returns null for anything else (DESIGN §5: customers are
 * known by phone, in E.164). Every form that takes a phone stores what this returns.
 */
export function normalizeKenyanPhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, "");
  const match = /^(?:\+?254|0)?([17]\d{8})$/.exec(compact);
  return match ? `+254${match[1]}` : null;
}

/**
 * A phone as Kenyans write it: '+254712345678' → '0712 345 678', for a form's starting value.
 * Anything not in E.164 (a refused form's text, a profile saved before E.164) is shown as it is.
 */
export function formatKenyanPhone(phone: string): string {
  const match = /^\+254([17]\d{2})(\d{3})(\d{3})$/.exec(phone);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : phone;
}
