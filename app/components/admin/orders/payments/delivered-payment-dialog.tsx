import { Dialog } from "radix-ui";
import { useCallback, useEffect, useRef } from "react";
import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { formatPrice } from "#contracts/money.ts";
import { balanceDue } from "#contracts/payable-order.ts";
import { DialogCloseButton } from "#app/components/ui/dialog-close-button.tsx";
import { PaymentFields } from "./payment-fields";
import { usePaymentForm } from "./use-payment-form";
import { paymentAction, usePaymentPanel } from "./use-payment-panel";

const button =
  "inline-flex min-h-10 items-center justify-center px-4 py-2 text-xs tracking-[0.14em] uppercase transition disabled:opacity-60";

/**
 * 'Was this order paid?' (decision 056), asked when staff mark an unpaid order delivered: record
 * the payment taken at the door and then mark it delivered (two requests, the payment first: a
 * refused payment leaves the status as it was), or mark it delivered unpaid. Radix Dialog:
 * focus kept inside; Escape, ✕ and Cancel leave the order as it was.
 */
export function DeliveredPaymentDialog({
  order,
  onDeliver,
  onClose,
}: {
  order: AdminOrderRow;
  onDeliver(): void;
  onClose(): void;
}) {
  const panel = usePaymentPanel(order.id);
  const { fetcher: payment, error, isDone } = usePaymentForm();
  const delivered = useRef(false);
  const deliver = useCallback(() => {
    if (delivered.current) return;
    delivered.current = true;
    onDeliver();
    onClose();
  }, [onDeliver, onClose]);
  // Recorded: the order is marked delivered too.
  useEffect(() => {
    if (isDone) deliver();
  }, [isDone, deliver]);
  const balance = balanceDue(order);
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-espresso/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto bg-ivory p-6 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(28rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-8">
          <Dialog.Title className="pr-10 font-display text-2xl text-espresso">
            Was this order paid?
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-taupe">
            Order {order.id} · {formatPrice(balance)} to pay
          </Dialog.Description>
          <payment.Form method="post" action={paymentAction} className="mt-5 space-y-4">
            <input type="hidden" name="intent" value="record" />
            <input type="hidden" name="orderId" value={order.id} />
            <PaymentFields balance={balance} takenBy={panel?.staffName ?? ""} />
            {error && (
              <p role="alert" className="text-sm text-wine">
                {error}
              </p>
            )}
            <button
              type="submit"
              disabled={payment.state !== "idle"}
              className={`${button} w-full bg-espresso text-ivory hover:bg-ink`}
            >
              Record payment and mark delivered
            </button>
          </payment.Form>
          <div className="mt-3 flex flex-wrap gap-2 border-t border-stone/70 pt-3">
            <button
              type="button"
              onClick={deliver}
              disabled={payment.state !== "idle"}
              className={`${button} flex-1 border border-stone text-ink hover:border-espresso`}
            >
              Not paid yet — mark delivered
            </button>
            <Dialog.Close className={`${button} text-taupe hover:text-ink`}>Cancel</Dialog.Close>
          </div>
          <DialogCloseButton className="absolute top-4 right-4 grid size-10 place-items-center text-ink hover:text-gold-dark" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
