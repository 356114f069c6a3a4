import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { facetNames } from "#contracts/facets.ts";

/** The same list with `name` set to `value` (or removed), back at page 1. */
function withParam(searchParams: URLSearchParams, name: string, value?: string): string {
  const params = new URLSearchParams(searchParams);
  params.delete("page");
  if (value) params.set(name, value);
  else params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/**
 * Search, Low stock (a size out of stock or running low, decision 043), Archived (decision 061)
 * and category buttons of the admin product lists (SPEC §2), kept in the URL query (?search=,
 * ?stock=low, ?archived=true, ?category=) so
 * a view can be linked and reloaded; a plain GET form without JavaScript.
 */
export function ProductFilterBar({
  search,
  category,
  categories: names,
}: {
  search?: string;
  category?: string;
  /** The categories staff keep for products, hidden ones too (decision 062). */
  categories: string[];
}) {
  const [searchParams] = useSearchParams();
  const view = searchParams.get("view");
  const isLowStock = searchParams.get("stock") === "low";
  const isArchived = searchParams.get("archived") === "true";
  const categories = useRef<HTMLUListElement>(null);
  // On a phone the buttons scroll sideways: keep the chosen one in sight.
  useEffect(() => {
    categories.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [category]);
  const chip = (isActive: boolean) =>
    `inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-xs tracking-[0.12em] whitespace-nowrap uppercase transition ${
      isActive
        ? "border-espresso bg-espresso text-ivory"
        : "border-stone text-ink hover:border-espresso"
    }`;
  return (
    <div className="mb-6 flex flex-col gap-4">
      <Form method="get" role="search" className="flex max-w-xl flex-wrap gap-2">
        {category && <input type="hidden" name="category" value={category} />}
        {view && <input type="hidden" name="view" value={view} />}
        {isLowStock && <input type="hidden" name="stock" value="low" />}
        {facetNames.flatMap((name) =>
          searchParams
            .getAll(name)
            .map((value) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            )),
        )}
        {isArchived && <input type="hidden" name="archived" value="true" />}
        <label className="relative min-w-40 flex-1">
          <span className="sr-only">Search products</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-taupe"
          />
          <input
            key={search ?? ""}
            type="search"
            name="search"
            defaultValue={search}
            placeholder="Search products"
            className="h-11 w-full border border-stone bg-white/70 pr-3 pl-9 text-sm text-ink outline-none focus:border-gold"
          />
        </label>
        <button
          type="submit"
          className="h-11 border border-espresso bg-espresso px-5 text-xs tracking-[0.15em] text-ivory uppercase"
        >
          Search
        </button>
        <Link
          to={withParam(searchParams, "stock", isLowStock ? undefined : "low")}
          aria-current={isLowStock ? "true" : undefined}
          className={`${chip(isLowStock)} h-11 rounded-none`}
        >
          Low stock
        </Link>
        <Link
          to={withParam(searchParams, "archived", isArchived ? undefined : "true")}
          aria-current={isArchived ? "true" : undefined}
          className={`${chip(isArchived)} h-11 rounded-none`}
        >
          Archived
        </Link>
      </Form>
      <nav aria-label="Categories" className="overflow-x-auto">
        <ul ref={categories} className="flex gap-2 pb-1 md:flex-wrap">
          <li>
            <Link
              to={withParam(searchParams, "category")}
              aria-current={!category ? "true" : undefined}
              className={chip(!category)}
            >
              All
            </Link>
          </li>
          {names.map((name) => (
            <li key={name}>
              <Link
                to={withParam(searchParams, "category", name)}
                aria-current={name === category ? "true" : undefined}
                className={chip(name === category)}
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
