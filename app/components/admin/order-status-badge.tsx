import { staffStatusLabel } from "#contracts/order-status.ts";
import { formatPrice } from "#contracts/money.ts";
import type { OrderView } from "#contracts/order.ts";

const tones: Record<string, string> = {
  pending: "border-stone bg-linen text-taupe",
  confirmed: "border-gold/50 bg-gold/10 text-gold-dark",
  processing: "border-gold/70 bg-gold/15 text-espresso",
  shipped: "border-espresso/40 bg-espresso/5 text-espresso",
  delivered: "border-espresso bg-espresso text-ivory",
  cancelled: "border-wine/40 bg-wine/5 text-wine",
};

/** An order's status and, when known, how it was placed ('Awaiting chat' needs both). */
interface StatusProps {
  status: string | null | undefined;
  orderMethod?: OrderView["orderMethod"];
}

/**
 * An order's status as a small label, in a quiet tone of its own: capitalised, 'Processing'
 * when empty (SPEC §2/§4), 'Awaiting chat' for a pending WhatsApp order (decision 013).
 */
export function OrderStatusBadge({ status, orderMethod = "website" }: StatusProps) {
  const tone = tones[status ?? ""] ?? tones.processing;
  return (
    <span
      className={`inline-block border px-2.5 py-0.5 text-xs tracking-wide whitespace-nowrap ${tone}`}
    >
      {staffStatusLabel(status ?? "", orderMethod)}
    </span>
  );
}

/** An order's total above its status, at the end of a row of an order list on a phone. */
export function OrderTotalAndStatus({ total, ...status }: StatusProps & { total: number }) {
  return (
    <div className="flex shrink-0 flex-col items-end gap-1.5">
      <span className="text-sm tabular-nums">{formatPrice(total)}</span>
      <OrderStatusBadge {...status} />
    </div>
  );
}
