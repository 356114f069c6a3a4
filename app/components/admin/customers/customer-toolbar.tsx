import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { CustomerFilter } from "#contracts/admin-customers.ts";
import type { CustomerListQuery } from "#contracts/admin-customer-query.ts";
import { customerListHref } from "#app/lib/admin/customer-list-url.ts";

const filterLabels: Record<CustomerFilter, string> = {
  all: "All",
  new: "New",
  "high-value": "High Value",
};

/** Typing searches after this pause (ms); Enter searches at once. */
const searchDelayMs = 400;

/**
 * The customers search (name, e-mail or phone) and the All / New / High Value filter
 * (SPEC §2). Both live in the URL; the search is a plain GET form, so it works without JavaScript.
 */
export function CustomerToolbar({ query }: { query: CustomerListQuery }) {
  const submit = useSubmit();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The back button or a link changed the search: show it unless the admin is typing.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) {
      input.current.value = query.search ?? "";
    }
  }, [query.search]);

  return (
    <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <Form
        role="search"
        method="get"
        action="/admin/customers"
        className="relative w-full lg:max-w-md"
        onSubmit={() => clearTimeout(timer.current)}
        onChange={(event) => {
          const form = event.currentTarget;
          clearTimeout(timer.current);
          timer.current = setTimeout(
            () => void submit(form, { replace: true, preventScrollReset: true }),
            searchDelayMs,
          );
        }}
      >
        <Search
          aria-hidden
          strokeWidth={1.5}
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-taupe"
        />
        <input
          ref={input}
          type="search"
          name="search"
          defaultValue={query.search ?? ""}
          aria-label="Search customers"
          placeholder="Search by name, email or phone..."
          className="h-11 w-full border border-stone bg-white/70 pr-3 pl-9 text-sm placeholder:text-taupe focus:border-gold focus:outline-none"
        />
        {query.filter !== "all" && <input type="hidden" name="filter" value={query.filter} />}
        {(query.sort !== "joined" || query.dir !== "desc") && (
          <>
            <input type="hidden" name="sort" value={query.sort} />
            <input type="hidden" name="dir" value={query.dir} />
          </>
        )}
      </Form>
      <nav aria-label="Filter customers" className="flex border border-stone bg-white/50 p-1">
        {(Object.keys(filterLabels) as CustomerFilter[]).map((filter) => {
          const isCurrent = query.filter === filter;
          return (
            <Link
              key={filter}
              to={customerListHref(query, { filter })}
              preventScrollReset
              aria-current={isCurrent ? "true" : undefined}
              className={`flex-1 px-4 py-2 text-center text-xs tracking-widest whitespace-nowrap uppercase transition ${
                isCurrent ? "bg-espresso text-ivory" : "text-taupe hover:text-espresso"
              }`}
            >
              {filterLabels[filter]}
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
