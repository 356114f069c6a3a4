import { X } from "lucide-react";
import { Link, useSearchParams } from "react-router";

/** /all-products?search= (SPEC §2): which search the listing is narrowed by, and a way out. */
export function SearchNote({ search }: { search: string }) {
  const [searchParams] = useSearchParams();
  const without = new URLSearchParams(searchParams);
  without.delete("search");
  without.delete("page");
  const rest = without.toString();
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-taupe">
      <span className="min-w-0 wrap-anywhere">
        Results for <span className="text-espresso">“{search}”</span>
      </span>
      <Link
        to={`/all-products${rest ? `?${rest}` : ""}`}
        aria-label={`Clear the search “${search}”`}
        className="inline-flex size-6 items-center justify-center rounded-full text-taupe transition hover:bg-linen hover:text-espresso"
      >
        <X aria-hidden className="size-3.5" />
      </Link>
    </p>
  );
}
