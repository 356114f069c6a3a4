import { AlertDialog } from "radix-ui";
import { useState } from "react";

const button =
  "inline-flex h-10 items-center justify-center px-5 text-xs tracking-[0.18em] uppercase transition disabled:opacity-50";

/** SPEC §4's question before a bulk change: 'Mark N orders as delivered?' (1 order: singular). */
export const bulkDeliverQuestion = (count: number) =>
  `Mark ${count} ${count === 1 ? "order" : "orders"} as delivered?`;

/** What the bulk question adds when some of the orders are not paid (decision 020). */
const bulkUnpaidNote = (unpaid: number, count: number) =>
  `${unpaid === count ? (count === 1 ? "It is" : "They are") : `${unpaid} of them ${unpaid === 1 ? "is" : "are"}`} not paid yet and will stay so: record a payment taken at the door from the order's details.`;

/**
 * The bulk bar (SPEC §2/§4), shown while orders are ticked: how many, 'Mark as Delivered'
 * behind a confirmation (Radix AlertDialog: focus trap, Escape cancels), and 'Clear Selection'.
 * The confirmation says how many of them are not paid (decision 020: one order marked delivered
 * asks whether it was paid; many at once do not, so the note says how to record it).
 */
export function BulkDeliverBar({
  count,
  unpaidCount,
  isBusy,
  onConfirm,
  onClear,
}: {
  count: number;
  /** Of them, those with something still to pay. */
  unpaidCount: number;
  isBusy: boolean;
  onConfirm(): void;
  onClear(): void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div
      role="region"
      aria-label="Selected orders"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 border border-gold/50 bg-gold/10 px-4 py-3"
    >
      <p className="text-sm text-espresso">
        {count} {count === 1 ? "order" : "orders"} selected
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onClear}
          className={`${button} border border-stone bg-ivory text-ink hover:border-espresso`}
        >
          Clear Selection
        </button>
        <AlertDialog.Root open={isOpen} onOpenChange={setIsOpen}>
          <AlertDialog.Trigger
            disabled={isBusy}
            className={`${button} bg-espresso text-ivory hover:bg-ink`}
          >
            Mark as Delivered
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-40 bg-espresso/50" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 bg-ivory p-6 shadow-xl sm:p-8">
              <AlertDialog.Title className="font-display text-2xl text-espresso">
                {bulkDeliverQuestion(count)}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-taupe">
                They move to Delivered Orders, and each customer sees Delivered in My Orders.
                {unpaidCount > 0 && ` ${bulkUnpaidNote(unpaidCount, count)}`}
              </AlertDialog.Description>
              <div className="mt-6 flex flex-wrap justify-end gap-2">
                <AlertDialog.Cancel
                  className={`${button} border border-stone text-ink hover:border-espresso`}
                >
                  Cancel
                </AlertDialog.Cancel>
                <AlertDialog.Action
                  onClick={onConfirm}
                  className={`${button} bg-espresso text-ivory hover:bg-ink`}
                >
                  Mark as Delivered
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
    </div>
  );
}
