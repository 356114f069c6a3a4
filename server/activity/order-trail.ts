import { formatPrice } from "#contracts/money.ts";
import { lineDisplayName } from "#contracts/product-sizes.ts";
import { salesChannelLabels, type SalesChannel } from "#contracts/sales-channel.ts";
import type { DbTransaction } from "../db/client";
import { recordActivity, type ActivityActor } from "./record-activity";

/** An order's items in brief, as the trail keeps them. */
export interface OrderItemsInBrief {
  /** One text a line: '2 × Oud Royale — 100ml' (lineInBrief). */
  lines: string[];
  /** The order's total, whole KSh. */
  total: number;
}

/** One order line in brief: '2 × Oud Royale — 100ml'. */
export const lineInBrief = (line: { quantity: number; name: string; sizeLabel: string | null }) =>
  `${line.quantity} × ${lineDisplayName(line)}`;

/** Lines as an order was just priced (name, size, quantity), each in brief. */
export const pricedLinesInBrief = (
  lines: readonly { quantity: number; name: string; size: { label: string } }[],
) => lines.map((line) => lineInBrief({ ...line, sizeLabel: line.size.label }));

/** '1 line', '3 lines'. */
const linesCount = (lines: readonly string[]) =>
  `${lines.length} ${lines.length === 1 ? "line" : "lines"}`;

/** What an entry keeps of an order's items: plain fields, as the trail's jsonb holds them. */
const keptItems = ({ lines, total }: OrderItemsInBrief) => ({ lines, total });

/**
 * Records staff changing order `orderId`'s items on the trail (decision 074): an
 * 'order.items_changed' entry with the lines and total before and after, summed up as
 * 'LOR-1042: 2 lines → 3 lines, KSh 4,500 → KSh 6,900'.
 */
export async function recordOrderItemsChange(
  tx: DbTransaction,
  { orderId, actor, now }: { orderId: string; actor: ActivityActor; now: Date },
  before: OrderItemsInBrief,
  after: OrderItemsInBrief,
): Promise<void> {
  await recordActivity(
    tx,
    {
      actor,
      kind: "order.items_changed",
      subjectType: "order",
      subjectId: orderId,
      summary:
        `${orderId}: ${linesCount(before.lines)} → ${linesCount(after.lines)}, ` +
        `${formatPrice(before.total)} → ${formatPrice(after.total)}`,
      before: keptItems(before),
      after: keptItems(after),
    },
    now,
  );
}

/**
 * Records an order staff keyed in on the trail (decisions 043, 074): an 'order.created' entry
 * with its channel, lines and total, summed up as 'LOR-1042 keyed in (Phone call): 2 lines,
 * KSh 19,200'.
 */
export async function recordStaffOrder(
  tx: DbTransaction,
  { orderId, actor, now }: { orderId: string; actor: ActivityActor; now: Date },
  channel: SalesChannel,
  items: OrderItemsInBrief,
): Promise<void> {
  await recordActivity(
    tx,
    {
      actor,
      kind: "order.created",
      subjectType: "order",
      subjectId: orderId,
      summary: `${orderId} keyed in (${salesChannelLabels[channel]}): ${linesCount(items.lines)}, ${formatPrice(items.total)}`,
      after: { channel, ...keptItems(items) },
    },
    now,
  );
}
