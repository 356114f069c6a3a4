import { Link, useLocation, useSearchParams } from "react-router";
import { pageSearch } from "../../lib/listing/listing-filters";
import { paginationItems } from "../../lib/listing/pagination";

// Narrower on a phone, so that Prev, seven pages and ellipses and Next share one row at 412 px.
const cell = "grid h-10 min-w-9 place-items-center px-2 text-sm transition sm:min-w-10 sm:px-3";

/**
 * SPEC §2: Prev/Next, the first and last page, the current page's neighbours and ellipses;
 * links to the same page and query at another page number (the listing, the admin's orders).
 */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const to = (n: number) => `${pathname}${pageSearch(searchParams, n)}`;
  return (
    <nav
      aria-label="Pagination"
      className="mt-12 flex flex-wrap items-center justify-center gap-0.5 sm:gap-1"
    >
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={`${cell} hover:bg-linen`}>
          Prev
        </Link>
      ) : (
        <span aria-disabled className={`${cell} text-stone`}>
          Prev
        </span>
      )}
      {paginationItems(page, pageCount).map((item, index) =>
        item === null ? (
          <span key={`gap-${index}`} aria-hidden className={`${cell} text-taupe`}>
            …
          </span>
        ) : (
          <Link
            key={item}
            to={to(item)}
            aria-label={`Page ${item}`}
            aria-current={item === page ? "page" : undefined}
            className={`${cell} ${item === page ? "bg-espresso text-ivory" : "hover:bg-linen"}`}
          >
            {item}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={to(page + 1)} rel="next" className={`${cell} hover:bg-linen`}>
          Next
        </Link>
      ) : (
        <span aria-disabled className={`${cell} text-stone`}>
          Next
        </span>
      )}
    </nav>
  );
}
