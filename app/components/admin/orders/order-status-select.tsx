import { orderStatuses, type OrderStatus } from "#contracts/order-status.ts";
import { staffStatusLabel } from "#contracts/order-status.ts";
import type { OrderView } from "#contracts/order.ts";

/**
 * The status dropdown of an ongoing order (SPEC §2/§4): any status may follow any other.
 * A WhatsApp order's 'pending' reads 'Awaiting chat' (decision 013). Disabled while a change is
 * on its way.
 */
export function OrderStatusSelect({
  orderId,
  status,
  orderMethod,
  isPending,
  onChange,
}: {
  orderId: string;
  status: OrderStatus;
  orderMethod: OrderView["orderMethod"];
  isPending: boolean;
  onChange(status: OrderStatus): void;
}) {
  return (
    <select
      aria-label={`Status of order ${orderId}`}
      value={status}
      disabled={isPending}
      onChange={(event) => onChange(event.target.value as OrderStatus)}
      className="h-9 border border-stone bg-white/70 px-2 text-sm outline-none focus:border-gold disabled:opacity-60"
    >
      {orderStatuses.map((value) => (
        <option key={value} value={value}>
          {staffStatusLabel(value, orderMethod)}
        </option>
      ))}
    </select>
  );
}
