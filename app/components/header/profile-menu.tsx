import { UserRound } from "lucide-react";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { HeaderViewer } from "../../lib/header/header-viewer";
import { profileIconButton } from "./profile-icon-button";

// Radix's dropdown (with its positioning library) loads for signed-in viewers only (issue 7).
const AccountMenu = lazy(() =>
  import("./account-menu").then((module) => ({ default: module.AccountMenu })),
);

const noSubscription = () => () => undefined;

/**
 * SPEC §2 profile icon: a link to /login when signed out; when signed in the account dropdown
 * (app/components/header/account-menu.tsx). Until the dropdown's code has loaded, the icon is a plain
 * button; a press on it opens the dropdown as soon as it is there.
 */
export function ProfileMenu({ viewer }: { viewer: HeaderViewer | null }) {
  const [isOpenWanted, setIsOpenWanted] = useState(false);
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const icon = <UserRound aria-hidden className="size-5" strokeWidth={1.5} />;
  if (!viewer) {
    return (
      <Link to="/login" aria-label="Log in" className={profileIconButton}>
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
  if (!isHydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu viewer={viewer} defaultOpen={isOpenWanted} />
    </Suspense>
  );
}
