import type { ListedCategory } from "#contracts/admin-category.ts";
import type { DoneMove } from "./category-done";
import { CategoryNameForm, type CategoryAnswer } from "./category-name-form";
import { CategoryOrderButtons } from "./category-order-buttons";
import { CategoryToggle } from "./category-toggle";

const productsOf = (count: number) => `${count} ${count === 1 ? "product" : "products"}`;

/** Where a category shows, as the row's small labels: a hidden one shows nowhere. */
function placesOf(category: ListedCategory): string[] {
  const isShown = !category.isHidden;
  return [
    category.isHidden && "Hidden",
    category.isBrowseFilter && "Browse filter",
    isShown && category.isOnHome && "Home",
    isShown && category.isInSlider && "Slider",
    isShown && category.isInAdmin && "Product form",
  ].filter((label): label is string => Boolean(label));
}

/**
 * The categories in the shop's order (docs/decisions/062-staff-categories.md): each with its
 * product count, where it shows, the old names leading to it, Move up/down, Add to / Remove
 * from slider, Hide or Show, and a Rename disclosure (not for browse filters, which keep their
 * names).
 */
export function CategoryList({
  categories,
  answerOf,
  moved,
}: {
  categories: ListedCategory[];
  answerOf(
    intent: "rename" | "move" | "hide" | "slider",
    category: string,
  ): CategoryAnswer | undefined;
  moved?: DoneMove;
}) {
  return (
    <ol
      aria-label="Categories"
      className="divide-y divide-stone/70 border border-stone/70 bg-white/60"
    >
      {categories.map((category, index) => {
        const rename = answerOf("rename", category.name);
        const refused =
          answerOf("move", category.name) ??
          answerOf("hide", category.name) ??
          answerOf("slider", category.name);
        return (
          <li key={category.name} aria-label={category.name} className="p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1 basis-48">
                <h3
                  className={`font-display text-xl wrap-anywhere ${category.isHidden ? "text-taupe" : "text-espresso"}`}
                >
                  {category.name}
                </h3>
                <p className="text-sm text-taupe tabular-nums">
                  {productsOf(category.productCount)}
                  {/* A browse filter's card shows more than the products filed under its name. */}
                  {category.isBrowseFilter && " filed under this name; the card filters the shop"}
                </p>
                <ul aria-label="Shows on" className="mt-2 flex flex-wrap gap-1.5">
                  {placesOf(category).map((place) => (
                    <li
                      key={place}
                      className="border border-stone/80 px-2 py-0.5 text-[11px] tracking-wider text-taupe uppercase"
                    >
                      {place}
                    </li>
                  ))}
                </ul>
                {category.oldNames.length > 0 && (
                  <p className="mt-2 text-xs wrap-anywhere text-taupe">
                    Old names leading here: {category.oldNames.join(", ")}
                  </p>
                )}
              </div>
              <CategoryOrderButtons
                name={category.name}
                isFirst={index === 0}
                isLast={index === categories.length - 1}
                moved={moved}
              />
            </div>
            <div className="mt-3 flex flex-wrap items-start gap-x-6 gap-y-3">
              {!category.isBrowseFilter && (
                <details open={Boolean(rename)} className="min-w-0 flex-1 basis-64">
                  <summary className="cursor-pointer text-sm text-espresso underline underline-offset-4">
                    Rename<span className="sr-only"> {category.name}</span>
                  </summary>
                  <div className="mt-3">
                    <CategoryNameForm category={category.name} answer={rename} />
                  </div>
                </details>
              )}
              <div className="ml-auto flex flex-wrap gap-x-5 gap-y-2">
                {!category.isHidden && (
                  <CategoryToggle
                    name={category.name}
                    intent="slider"
                    field="isInSlider"
                    value={!category.isInSlider}
                    label={category.isInSlider ? "Remove from slider" : "Add to slider"}
                  />
                )}
                <CategoryToggle
                  name={category.name}
                  intent="hide"
                  field="isHidden"
                  value={!category.isHidden}
                  label={category.isHidden ? "Show" : "Hide"}
                />
              </div>
            </div>
            {refused?.error && (
              <p role="alert" className="mt-2 text-sm text-wine">
                {refused.error}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
