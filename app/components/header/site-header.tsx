import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { useCartCount } from "../../lib/cart/cart-state";
import type { HeaderViewer } from "../../lib/header/header-viewer";
import { useHeaderVisibility } from "../../lib/header/use-header-visibility";
import { ProfileMenu } from "./profile-menu";
import { SearchBox } from "./search-box";
import { ShopLogo } from "../ui/shop-logo";

const viewerKind = (viewer: HeaderViewer | null) =>
  viewer ? (viewer.isAdmin ? "admin" : "customer") : "guest";

/** SPEC §2 header: logo, search, profile icon and the cart with its count badge. */
export function SiteHeader({ viewer }: { viewer: HeaderViewer | null }) {
  const isVisible = useHeaderVisibility();
  const count = useCartCount();
  return (
    <header
      className={`sticky top-0 z-40 border-b border-stone/60 bg-ivory/95 backdrop-blur transition-transform duration-300 ${
        isVisible ? "translate-y-0" : "-translate-y-full"
      }`}
    >
      <div className="container-page flex h-16 items-center gap-3 sm:h-20 sm:gap-6">
        <Link to="/" aria-label="Loris home" className="shrink-0">
          <ShopLogo className="h-7 w-auto sm:h-8" />
        </Link>
        <SearchBox />
        <nav aria-label="Account and cart" className="flex shrink-0 items-center gap-1 sm:gap-2">
          {/* Keyed by the viewer's kind (a page holds no personal data, decision 023): a sign-out
              shows the guest's icon, so a press kept before the menu loaded does not outlive it. */}
          <ProfileMenu key={viewerKind(viewer)} viewer={viewer} />
          <Link
            to="/checkout"
            aria-label={count > 0 ? `Cart, ${count} item${count === 1 ? "" : "s"}` : "Cart"}
            className="relative grid size-10 place-items-center rounded-full text-ink transition hover:bg-linen"
          >
            <ShoppingBag aria-hidden className="size-5" strokeWidth={1.5} />
            {count > 0 && (
              <span
                data-testid="cart-count"
                className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-espresso px-1 text-[11px] leading-5 font-medium text-ivory"
              >
                {count}
              </span>
            )}
          </Link>
        </nav>
      </div>
    </header>
  );
}
