import type { CategoryCard } from "#contracts/categories.ts";

interface CategorySliderProps {
  categories: CategoryCard[];
  selected?: string;
  onSelect(name: string | undefined): void;
}

/** SPEC §2: the all-products category slider; choosing the selected one again clears it. */
export function CategorySlider({ categories, selected, onSelect }: CategorySliderProps) {
  return (
    <nav aria-label="Categories" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {categories.map((category) => {
          const isSelected = category.name === selected;
          return (
            <li key={category.name} className="shrink-0">
              <a
                href={`/all-products?category=${encodeURIComponent(category.name)}`}
                aria-current={isSelected ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(isSelected ? undefined : category.name);
                }}
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
