import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";

/**
 * The question ConfirmActionButton asks, open (Radix AlertDialog: focus trap, Escape cancels,
 * focus back to the button): `confirmLabel` does it through `onConfirm`, Cancel closes it
 * (docs/decisions/061-product-life-cycle.md).
 */
export function ConfirmActionDialog({
  question,
  children,
  confirmLabel,
  isDanger,
  onConfirm,
  onCancel,
}: {
  question: string;
  children: ReactNode;
  confirmLabel: string;
  isDanger: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const tone = isDanger ? "border-wine bg-wine" : "border-espresso bg-espresso";
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-espresso/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 bg-ivory p-6 shadow-xl sm:p-8">
          <AlertDialog.Title className="font-display text-2xl text-espresso">
            {question}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-taupe">
            {children}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="h-11 border border-stone px-5 text-xs tracking-[0.15em] uppercase">
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={`h-11 border px-5 text-xs tracking-[0.15em] text-ivory uppercase ${tone}`}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
