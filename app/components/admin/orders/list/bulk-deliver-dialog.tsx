import { AlertDialog } from "radix-ui";
import type { RefObject } from "react";
import { focusBackTo } from "#app/components/ui/focus-back-to.ts";

const button =
  "inline-flex h-10 items-center justify-center px-5 text-xs tracking-[0.18em] uppercase transition";

/** SPEC §4's question before a bulk change: 'Mark N orders as delivered?' (1 order: singular). */
const bulkDeliverQuestion = (count: number) =>
  `Mark ${count} ${count === 1 ? "order" : "orders"} as delivered?`;

/** What the bulk question adds when some of the orders are not paid (decision 056). */
const bulkUnpaidNote = (unpaid: number, count: number) =>
  `${unpaid === count ? (count === 1 ? "It is" : "They are") : `${unpaid} of them ${unpaid === 1 ? "is" : "are"}`} not paid yet and will stay so: record a payment taken at the door from the order's details.`;

/**
 * The bulk bar's confirmation, open (SPEC §4; Radix AlertDialog: focus trap, Escape cancels,
 * focus back to `opener` on closing): how many orders, and how many of them are not paid
 * (decision 056: one order marked delivered asks whether it was paid; many at once do not, so
 * the note says how to record it). Loaded when staff first ask for it (decision 053).
 */
export function BulkDeliverDialog({
  count,
  unpaidCount,
  opener,
  onConfirm,
  onClose,
}: {
  count: number;
  unpaidCount: number;
  opener: RefObject<HTMLButtonElement | null>;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-espresso/50" />
        <AlertDialog.Content
          onCloseAutoFocus={focusBackTo(opener)}
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 bg-ivory p-6 shadow-xl sm:p-8"
        >
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
  );
}
