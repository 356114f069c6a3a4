import { Link, useLocation } from "react-router";

/** No product matches the search or category of an admin list; Clear Filters shows them all. */
export function ProductListEmpty() {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col items-center gap-4 border border-stone/70 p-10 text-center">
      <p className="text-ink">No products match your search.</p>
      <Link
        to={pathname}
        className="border border-espresso px-6 py-2.5 text-sm tracking-widest uppercase"
      >
        Clear Filters
      </Link>
    </div>
  );
}
