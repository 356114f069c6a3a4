/**
 * Why a size's stock level changed (DESIGN §5 "Team", docs/decisions/073-stock-movements.md):
 * the reasons a stock movement records, in the words the admin reads.
 */
export const stockMovementReasons = [
  "sold",
  "order_cancelled",
  "returned",
  "received",
  "stock_take",
  "damaged",
  "correction",
] as const;

export type StockMovementReason = (typeof stockMovementReasons)[number];

/** A reason as the stock history names it. */
export const stockReasonText: Record<StockMovementReason, string> = {
  sold: "Sold",
  order_cancelled: "Order cancelled",
  returned: "Returned",
  received: "Received",
  stock_take: "Stock take",
  damaged: "Damaged or lost",
  correction: "Correction",
};

/** Limits of the stock page's forms (decision 073). */
export const stockLimits = {
  /** Most units one receipt line may add. */
  maxReceived: 100_000,
  /** Most units a stock take may count for one size. */
  maxCounted: 1_000_000,
  /** Highest unit cost price, whole KSh. */
  maxUnitCost: 10_000_000,
  /** Longest supplier note or reference, characters. */
  maxReference: 200,
} as const;

/**
 * One movement of a product's stock history (decision 073): the size's label, the change in
 * units, the level after, who (null = a shopper's order or the system), the reference and a
 * receipt's unit cost in whole KSh.
 */
export interface StockHistoryFields {
  id: number;
  sizeLabel: string;
  reason: StockMovementReason;
  delta: number;
  levelAfter: number;
  who: string | null;
  reference: string | null;
  unitCost: number | null;
}
