import { UserRound } from "lucide-react";
import { useEffect, useState, type PointerEvent } from "react";
import { Link } from "react-router";
import type { HeaderViewer } from "../../lib/header/header-viewer";
import type { AccountMenu } from "./account-menu";
import { profileIconButton } from "./profile-icon-button";

/** The dropdown's component once its code has loaded (one load per page, kept across renders). */
let loadedAccountMenu: typeof AccountMenu | undefined;

/**
 * Radix's dropdown (with its positioning library) loads for signed-in viewers only, once the page
 * is live (decision 011): effects do not run on the server or before hydration. True once loaded.
 */
function useAccountMenuLoaded(isSignedIn: boolean): boolean {
  const [isLoaded, setIsLoaded] = useState(loadedAccountMenu !== undefined);
  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    void import("./account-menu").then((module) => {
      loadedAccountMenu = module.AccountMenu;
      if (isCurrent) setIsLoaded(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn]);
  return isLoaded;
}

/**
 * SPEC §2 profile icon: a link to /login when signed out; when signed in the account dropdown
 * (app/components/header/account-menu.tsx). Until the dropdown's code has loaded the icon is a
 * link to My Account (decision 019: no tap lost): before the page is live the browser follows it;
 * once live a press opens the dropdown as soon as it is there. The press counts from the pointer
 * going down, as in the dropdown, so a tap that straddles the swap is kept. The same link is
 * rendered on the server and at hydration, so hydrating swaps no element under a finger.
 */
export function ProfileMenu({ viewer }: { viewer: HeaderViewer | null }) {
  const [isOpenWanted, setIsOpenWanted] = useState(false);
  const isMenuLoaded = useAccountMenuLoaded(viewer !== null);
  const icon = <UserRound aria-hidden className="size-5" strokeWidth={1.5} />;
  if (!viewer) {
    return (
      <Link to="/login" aria-label="Log in" className={profileIconButton}>
        {icon}
      </Link>
    );
  }
  const Menu = isMenuLoaded ? loadedAccountMenu : undefined;
  if (Menu) return <Menu viewer={viewer} defaultOpen={isOpenWanted} />;
  const openOnPress = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) setIsOpenWanted(true);
  };
  return (
    <Link
      to="/profile"
      aria-label="Account menu"
      aria-haspopup="menu"
      className={profileIconButton}
      onPointerDown={openOnPress}
      onClick={(event) => {
        event.preventDefault();
        setIsOpenWanted(true);
      }}
    >
      {icon}
    </Link>
  );
}
