import { UserRound } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import type { HeaderViewer } from "../../lib/header/header-viewer";
import { useIsHydrated } from "../../lib/use-hydrated";
import { profileIconButton } from "./profile-icon-button";

// Radix's dropdown (with its positioning library) loads for signed-in viewers only (issue 7).
const AccountMenu = lazy(() =>
  import("./account-menu").then((module) => ({ default: module.AccountMenu })),
);

/**
 * SPEC §2 profile icon: a link to /login when signed out; when signed in the account dropdown
 * (app/components/header/account-menu.tsx). Before the page is live the icon links to My Account
 * (issue 13: no tap is lost); until the dropdown's code has loaded, it is a plain button whose
 * press opens the dropdown as soon as it is there.
 */
export function ProfileMenu({ viewer }: { viewer: HeaderViewer | null }) {
  const [isOpenWanted, setIsOpenWanted] = useState(false);
  const isHydrated = useIsHydrated();
  const icon = <UserRound aria-hidden className="size-5" strokeWidth={1.5} />;
  if (!viewer) {
    return (
      <Link to="/login" aria-label="Log in" className={profileIconButton}>
        {icon}
      </Link>
    );
  }
  if (!isHydrated) {
    return (
      <Link to="/profile" aria-label="Account menu" className={profileIconButton}>
        {icon}
      </Link>
    );
  }
  const placeholder = (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      className={profileIconButton}
      onClick={() => setIsOpenWanted(true)}
    >
      {icon}
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu viewer={viewer} defaultOpen={isOpenWanted} />
    </Suspense>
  );
}
