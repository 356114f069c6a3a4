import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Link } from "react-router";
import type { CustomerSort } from "#contracts/admin-customers.ts";
import type { CustomerListQuery } from "#contracts/admin-customer-query.ts";
import { customerListHref, nextSort } from "#app/lib/admin/customer-list-url.ts";

/**
 * A sortable column header: a link to the list sorted by it (the other way when it is already
 * the sort), with aria-sort telling screen readers how the list is sorted now.
 */
export function SortHeader({
  query,
  sort,
  label,
  className = "",
}: {
  query: CustomerListQuery;
  sort: CustomerSort;
  label: string;
  className?: string;
}) {
  const isSorted = query.sort === sort;
  const Icon = !isSorted ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={isSorted ? (query.dir === "asc" ? "ascending" : "descending") : "none"}
      className={`px-3 py-3 ${className}`}
    >
      <Link
        to={customerListHref(query, nextSort(query, sort))}
        preventScrollReset
        className={`inline-flex items-center gap-1.5 uppercase hover:text-espresso ${
          isSorted ? "text-espresso" : ""
        }`}
      >
        {label}
        <Icon aria-hidden className="size-3" strokeWidth={1.5} />
      </Link>
    </th>
  );
}
