import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { ProductCard as Product } from "#contracts/product.ts";
import { ProductCard } from "../product/product-card";
import { ProductCardSkeleton } from "../ui/skeleton";

/** SPEC §9: a home grid shows 8 products first, and 'View Collection' adds 12. */
export const homeGridInitialSize = 8;
export const homeGridStep = 12;
/** SPEC §9: skeleton cards while a home grid loads. */
const homeGridSkeletons = 6;

interface ProductGridSectionProps {
  id: string;
  title: string;
  tagline: string;
  emptyText: string;
  /** The query parameter holding how many products this grid shows, e.g. "women". */
  param: string;
  /** undefined while loading: 6 skeleton cards show instead. */
  grid?: { products: Product[]; total: number };
  /** A side column (the search's facets): the grid then takes three columns beside it. */
  aside?: ReactNode;
  /** Above the grid, beside the side column (the chosen filters). */
  toolbar?: ReactNode;
  /** Under the empty text (a way out of the filters). */
  emptyActions?: ReactNode;
}

/** How many products a home grid shows, from its query parameter (8 by default). */
export function visibleCount(searchParams: URLSearchParams, param: string): number {
  const requested = Number(searchParams.get(param));
  return Number.isInteger(requested) && requested > homeGridInitialSize
    ? Math.min(requested, 1000)
    : homeGridInitialSize;
}

const gridClass = "grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3";

/** A home product grid (SPEC §2), or its 6 skeleton cards while it loads. */
export function ProductGridSection({
  id,
  title,
  tagline,
  emptyText,
  param,
  grid,
  aside,
  toolbar,
  emptyActions,
}: ProductGridSectionProps) {
  const [searchParams] = useSearchParams();
  const more = new URLSearchParams(searchParams);
  more.set(param, String(visibleCount(searchParams, param) + homeGridStep));

  const cardsClass = aside ? gridClass : `${gridClass} lg:grid-cols-4`;
  const body = (
    <>
      {!grid ? (
        <div className={cardsClass} aria-busy>
          {Array.from({ length: homeGridSkeletons }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : grid.products.length === 0 ? (
        <div className="py-10 text-center">
          <p className="wrap-anywhere text-taupe">{emptyText}</p>
          {emptyActions}
        </div>
      ) : (
        <>
          <div className={cardsClass}>
            {grid.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
          {grid.products.length < grid.total && (
            <div className="mt-10 text-center">
              <Link
                to={`?${more.toString()}#${id}`}
                preventScrollReset
                replace
                className="inline-flex border border-espresso px-8 py-3 text-xs tracking-[0.2em] text-espresso uppercase transition hover:bg-espresso hover:text-ivory"
              >
                View Collection
              </Link>
            </div>
          )}
        </>
      )}
    </>
  );

  return (
    // Laid out when it nears the viewport (decision 055); the height is a guess until then.
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="container-page render-near-viewport py-12 [--estimated-height:104rem] sm:py-16 lg:[--estimated-height:72rem]"
    >
      <header className="mb-8 text-center">
        <h2
          id={`${id}-heading`}
          className="font-display text-3xl wrap-anywhere text-espresso sm:text-4xl"
        >
          {title}
        </h2>
        <p className="mt-2 text-sm text-taupe italic">{tagline}</p>
      </header>
      {aside ? (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-10">
          <aside>{aside}</aside>
          <div>
            {toolbar}
            {body}
          </div>
        </div>
      ) : (
        body
      )}
    </section>
  );
}
