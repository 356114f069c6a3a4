import type { CategoryCard } from "#contracts/categories.ts";
import type { FilterLinkProps } from "../../lib/listing/use-synced-filters";
import type { ListingFilters } from "../../lib/listing/listing-filters";

interface CategorySliderProps {
  categories: CategoryCard[];
  selected?: string;
  linkTo(next: Partial<ListingFilters>): FilterLinkProps;
}

/**
 * SPEC §2: the all-products category slider; choosing the selected one again clears it. Each
 * category is a link to the listing it leads to, so a tap before the page is live is kept.
 */
export function CategorySlider({ categories, selected, linkTo }: CategorySliderProps) {
  return (
    <nav aria-label="Categories" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {categories.map((category) => {
          const isSelected = category.name === selected;
          return (
            <li key={category.name} className="shrink-0">
              <a
                {...linkTo({ category: isSelected ? undefined : category.name })}
                aria-current={isSelected ? "true" : undefined}
                className={`inline-flex h-9 items-center rounded-full border px-4 text-xs tracking-[0.12em] uppercase transition ${
                  isSelected
                    ? "border-espresso bg-espresso text-ivory"
                    : "border-stone text-ink hover:border-espresso"
                }`}
              >
                {category.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
