import { Link } from "react-router";
import type { CategoryCard } from "#contracts/categories.ts";
import { mediaSrcSet } from "../../lib/product/product-image";

/** SPEC §2: the home category browser; a card leads to /all-products?category={name}. */
export function CategoryBrowser({
  categories,
  selected,
}: {
  categories: CategoryCard[];
  selected?: string;
}) {
  return (
    <section aria-labelledby="categories-heading" className="container-page py-12 sm:py-16">
      <div className="mb-8 flex items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Explore</p>
          <h2
            id="categories-heading"
            className="mt-1 font-display text-3xl text-espresso sm:text-4xl"
          >
            Shop by Category
          </h2>
        </div>
        {selected && (
          <Link
            to="/"
            className="text-xs tracking-[0.15em] text-taupe uppercase underline underline-offset-4 hover:text-espresso"
          >
            Clear All Filters
          </Link>
        )}
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-8">
        {categories.map((category) => {
          const isSelected = category.name === selected;
          return (
            <li key={category.name} className="w-32 shrink-0 snap-start sm:w-auto">
              <Link
                to={`/all-products?category=${encodeURIComponent(category.name)}`}
                aria-current={isSelected ? "true" : undefined}
                className="group block"
              >
                <div
                  className={`overflow-hidden bg-linen ${isSelected ? "ring-2 ring-gold ring-offset-2 ring-offset-ivory" : ""}`}
                >
                  {category.image && (
                    <img
                      src={category.image}
                      srcSet={mediaSrcSet(category.image, [240, 480])}
                      sizes="(min-width: 1024px) 12vw, (min-width: 640px) 22vw, 8rem"
                      alt=""
                      width={480}
                      height={600}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/5] w-full object-cover transition duration-700 group-hover:scale-105"
                    />
                  )}
                </div>
                <p className="mt-2 text-center text-xs tracking-[0.15em] text-ink uppercase">
                  {category.name}
                </p>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
