import { UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useSubmit } from "react-router";
import type { HeaderViewer } from "../../lib/header/header-viewer";
import { profileIconButton } from "./profile-icon-button";

const item =
  "block cursor-pointer px-4 py-2.5 text-sm text-ink outline-none data-[highlighted]:bg-linen";

/**
 * SPEC §2 profile dropdown for a signed-in viewer: the e-mail, My Account, My Orders, Admin
 * Dashboard (admins only) and Logout (server-side, → home). Radix closes it on an outside click
 * or Escape and makes it keyboard usable. `defaultOpen`: pressed before this code had loaded.
 */
export function AccountMenu({
  viewer,
  defaultOpen = false,
}: {
  viewer: HeaderViewer;
  defaultOpen?: boolean;
}) {
  const submit = useSubmit();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label="Account menu" className={profileIconButton}>
        <UserRound aria-hidden className="size-5" strokeWidth={1.5} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 border border-stone/70 bg-ivory py-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate border-b border-stone/60 px-4 pt-2 pb-3 text-xs text-taupe">
            {viewer.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/profile">My Account</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/orders">My Orders</Link>
          </DropdownMenu.Item>
          {viewer.isAdmin && (
            <DropdownMenu.Item asChild className={item}>
              <Link to="/admin">Admin Dashboard</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-stone/60" />
          <DropdownMenu.Item
            className={item}
            onSelect={() => submit(null, { method: "post", action: "/logout" })}
          >
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
