import { Link } from "react-router";
import type { CustomerListQuery } from "#contracts/admin-customer-query.ts";
import { customerListHref } from "#app/lib/admin/customer-list-url.ts";

const step = "px-4 py-2 text-xs tracking-widest uppercase";

/** Prev / Next through the pages of customers, with where the admin is. */
export function CustomerPager({
  query,
  page,
  pageCount,
}: {
  query: CustomerListQuery;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const to = (target: number) => customerListHref(query, { page: target });
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
      <PagerStep label="Prev" rel="prev" to={page > 1 ? to(page - 1) : undefined} />
      <p className="text-sm text-taupe">
        Page {page} of {pageCount}
      </p>
      <PagerStep label="Next" rel="next" to={page < pageCount ? to(page + 1) : undefined} />
    </nav>
  );
}

/** Prev or Next: a link, or a dimmed label at either end. */
function PagerStep({ label, rel, to }: { label: string; rel: string; to?: string }) {
  if (!to) {
    return (
      <span aria-disabled className={`${step} text-stone`}>
        {label}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className={`${step} border border-stone hover:bg-linen`}>
      {label}
    </Link>
  );
}
