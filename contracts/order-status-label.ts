/**
 * An order status as the admin reads it (SPEC §2/§4): capitalised, 'Processing' when empty —
 * 'shipped' → 'Shipped'.
 */
export function orderStatusLabel(status: string | null | undefined): string {
  const text = status?.trim();
  if (!text) return "Processing";
  return text.charAt(0).toUpperCase() + text.slice(1);
}
