/** SPEC §4: the four-step timeline of the expanded order. */
export const timelineSteps = ["Order Confirmed", "Processing", "Shipped", "Delivered"] as const;

const stepsDone: Partial<Record<string, number>> = {
  confirmed: 1,
  processing: 2,
  shipped: 3,
  delivered: 4,
};

/**
 * How many timeline steps a status completes (SPEC §4): confirmed 1, processing 2, shipped 3,
 * delivered 4; cancelled none, and pending none (it is not confirmed yet).
 */
export function completedSteps(status: string): number {
  return stepsDone[status] ?? 0;
}
