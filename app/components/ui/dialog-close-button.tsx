import { X } from "lucide-react";
import { Dialog } from "radix-ui";

/** A Radix dialog's ✕ button, named 'Close' for screen readers; `className` places and styles it. */
export function DialogCloseButton({ className }: { className: string }) {
  return (
    <Dialog.Close aria-label="Close" className={className}>
      <X aria-hidden className="size-5" strokeWidth={1.5} />
    </Dialog.Close>
  );
}
