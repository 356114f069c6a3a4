import { Link } from "react-router";

/** The admin area's logo, a link to the shop; `compact` (the phone's top bar) drops 'Admin'. */
export function AdminBrand({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" aria-label="Loris shop" className="flex items-center gap-3">
      <img
        src="/media/brand/logo-light.svg"
        alt="Loris"
        width={129}
        height={42}
        className={compact ? "h-5 w-auto" : "h-7 w-auto"}
      />
      {!compact && (
        <span className="text-[11px] tracking-[0.22em] text-ivory/60 uppercase">Admin</span>
      )}
    </Link>
  );
}
