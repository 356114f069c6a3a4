import { UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useFetcher, useSubmit } from "react-router";
import type { loader } from "#app/routes/account-menu.ts";
import type { HeaderViewer } from "../../lib/header/header-viewer";
import { profileIconButton } from "./profile-icon-button";

const item =
  "block cursor-pointer px-4 py-2.5 text-sm text-ink outline-none data-[highlighted]:bg-linen";

/**
 * SPEC §2 profile dropdown for a signed-in viewer: the e-mail, My Account, My Orders, Admin
 * Dashboard (admins only) and Logout (server-side, → home). Radix closes it on an outside click
 * or Escape and makes it keyboard usable. `defaultOpen`: pressed before this code had loaded.
 * The e-mail is asked for at each opening (app/routes/account-menu.ts): the page, shared by every
 * customer, holds none (decision 023), and an account switched without a reload shows its own.
 */
export function AccountMenu({
  viewer,
  defaultOpen = false,
}: {
  viewer: HeaderViewer;
  defaultOpen?: boolean;
}) {
  const submit = useSubmit();
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const account = useFetcher<typeof loader>();
  const { load } = account;
  useEffect(() => {
    if (isOpen) void load("/account/menu");
  }, [isOpen, load]);
  // Only the answer to this opening: never the e-mail of an earlier one.
  const email = account.state === "idle" ? account.data?.email : undefined;
  return (
    <DropdownMenu.Root modal={false} open={isOpen} onOpenChange={setIsOpen}>
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
            {email ?? "\u00a0"}
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
