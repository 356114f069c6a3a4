import { lazy, Suspense, useState, type ReactNode } from "react";

// The question and Radix's alert dialog load when staff first press the button, not with the
// page (decision 053).
const ConfirmActionDialog = lazy(() =>
  import("./confirm-action-dialog").then((module) => ({ default: module.ConfirmActionDialog })),
);

/**
 * A button that asks before it acts: `label` opens `question` with `children` as its
 * explanation; `confirmLabel` does it through `onConfirm`. Used by the product life cycle and
 * the demo catalogue's removal (docs/decisions/061-product-life-cycle.md).
 */
export function ConfirmActionButton({
  label,
  question,
  children,
  confirmLabel,
  isDanger = false,
  isBusy = false,
  onConfirm,
}: {
  label: string;
  question: string;
  children: ReactNode;
  confirmLabel: string;
  isDanger?: boolean;
  isBusy?: boolean;
  onConfirm(): void;
}) {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={isBusy}
        onClick={() => setIsAsking(true)}
        className={`h-11 border px-5 text-xs tracking-[0.15em] uppercase disabled:opacity-60 ${
          isDanger ? "border-wine text-wine" : "border-espresso text-espresso"
        }`}
      >
        {label}
      </button>
      {isAsking && (
        <Suspense fallback={null}>
          <ConfirmActionDialog
            question={question}
            confirmLabel={confirmLabel}
            isDanger={isDanger}
            onConfirm={() => {
              setIsAsking(false);
              onConfirm();
            }}
            onCancel={() => setIsAsking(false)}
          >
            {children}
          </ConfirmActionDialog>
        </Suspense>
      )}
    </>
  );
}
