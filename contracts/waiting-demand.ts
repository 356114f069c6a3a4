/**
 * What staff read of a size's waiting demand (docs/decisions/066-back-in-stock-alerts.md):
 * "12 waiting". A file of its own: the admin pages that show it load nothing else of
 * contracts/back-in-stock.ts.
 */
export const waitingText = (waiting: number) => `${waiting} waiting`;
