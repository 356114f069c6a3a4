import { Dialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";

interface ShopDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** Places and styles the dialog's panel. */
  className: string;
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>["onCloseAutoFocus"];
  /** The panel's content, a Dialog.Title among it. */
  children: ReactNode;
}

/**
 * A shopper's modal dialog (SPEC §2): a Radix dialog over the shop's dimmed, blurred page, with
 * focus kept inside and Escape closing it.
 */
export function ShopDialog({
  isOpen,
  onOpenChange,
  className,
  onCloseAutoFocus,
  children,
}: ShopDialogProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-espresso/50 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className={className}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
