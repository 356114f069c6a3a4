import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { focusBackTo } from "../../ui/focus-back-to";
import { AdminBrand } from "./admin-brand";
import { AdminLogout } from "./admin-logout";
import { AdminNavLinks } from "./admin-nav-links";

/**
 * The phone's admin menu, open (SPEC §2): the sidebar's links as a drawer (Radix: focus trap,
 * Escape, focus back to `menuButton` on closing). Loaded on the first press of the menu button,
 * not with the page (decision 053); `onClose` unmounts it.
 */
export function AdminDrawer({
  menuButton,
  onClose,
}: {
  menuButton: RefObject<HTMLButtonElement | null>;
  onClose(): void;
}) {
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-espresso/50" />
        <Dialog.Content
          onCloseAutoFocus={focusBackTo(menuButton)}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-8 bg-espresso p-5"
        >
          <div className="flex items-center justify-between">
            <AdminBrand />
            <Dialog.Close
              aria-label="Close menu"
              className="grid size-10 place-items-center text-ivory"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
          <Dialog.Description className="sr-only">
            Go to a part of the admin area.
          </Dialog.Description>
          <AdminNavLinks onNavigate={onClose} />
          <div className="mt-auto">
            <AdminLogout />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
