import { Dialog } from "radix-ui";
import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { formatPrice } from "#contracts/money.ts";
import { DialogCloseButton } from "../../ui/dialog-close-button";

const button =
  "inline-flex min-h-10 items-center justify-center px-4 py-2 text-xs tracking-[0.14em] uppercase transition";

/**
 * 'Cancel a paid order?' (decision 049), asked when staff cancel an order with money counted:
 * the money stays recorded and waits for review on the Payments page (moved to another order or
 * marked refunded there). Radix Dialog: focus kept inside; Escape, ✕ and 'Keep the order'
 * leave the order as it was.
 */
export function CancelPaidOrderDialog({
  order,
  onCancel,
  onClose,
}: {
  order: AdminOrderRow;
  onCancel(): void;
  onClose(): void;
}) {
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-espresso/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto bg-ivory p-6 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(28rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-8">
          <Dialog.Title className="pr-10 font-display text-2xl text-espresso">
            Cancel a paid order?
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-taupe">
            Order {order.id} · {formatPrice(order.amountPaid)} paid
          </Dialog.Description>
          <p className="mt-4 text-sm text-ink">
            The money stays recorded and waits for review on the Payments page, where it can be
            moved to another order or marked refunded.
          </p>
          <div className="mt-5 flex flex-col gap-2">
            <button
              type="button"
              onClick={() => {
                onCancel();
                onClose();
              }}
              className={`${button} w-full bg-espresso text-ivory hover:bg-ink`}
            >
              Cancel it, keep the money for review
            </button>
            <Dialog.Close
              className={`${button} border border-stone text-ink hover:border-espresso`}
            >
              Keep the order
            </Dialog.Close>
          </div>
          <DialogCloseButton className="absolute top-4 right-4 grid size-10 place-items-center text-ink hover:text-gold-dark" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
