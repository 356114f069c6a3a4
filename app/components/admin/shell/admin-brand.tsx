import { Link } from "react-router";
import { ShopLogo } from "../../ui/shop-logo";

/** The admin area's logo, a link to the shop; `compact` (the phone's top bar) drops 'Admin'. */
export function AdminBrand({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" aria-label="Loris shop" className="flex items-center gap-3">
      <ShopLogo light className={compact ? "h-5 w-auto" : "h-7 w-auto"} />
      {!compact && (
        <span className="text-[11px] tracking-[0.22em] text-ivory/60 uppercase">Admin</span>
      )}
    </Link>
  );
}
