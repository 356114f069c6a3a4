import { lazy, Suspense, useRef, useState } from "react";

const button =
  "inline-flex h-10 items-center justify-center px-5 text-xs tracking-[0.18em] uppercase transition disabled:opacity-50";

// The confirmation and Radix's alert dialog load when staff first ask for it (decision 053).
const BulkDeliverDialog = lazy(() =>
  import("./bulk-deliver-dialog").then((module) => ({ default: module.BulkDeliverDialog })),
);

/**
 * The bulk bar (SPEC §2/§4), shown while orders are ticked: how many, 'Mark as Delivered'
 * behind a confirmation (app/components/admin/orders/list/bulk-deliver-dialog.tsx), and 'Clear
 * Selection'. A press while the confirmation's code loads opens it once it is there.
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
  const opener = useRef<HTMLButtonElement>(null);
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
        <button
          ref={opener}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          disabled={isBusy}
          onClick={() => setIsOpen(true)}
          className={`${button} bg-espresso text-ivory hover:bg-ink`}
        >
          Mark as Delivered
        </button>
        {isOpen && (
          <Suspense fallback={null}>
            <BulkDeliverDialog
              count={count}
              unpaidCount={unpaidCount}
              opener={opener}
              onConfirm={onConfirm}
              onClose={() => setIsOpen(false)}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
