import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";

/** What a code can be limited to, by scope: each choice's key and name. */
export interface TargetChoices {
  categories: { key: string; name: string }[];
  products: { key: string; name: string }[];
  brands: { key: string; name: string }[];
}

const legends = { categories: "Categories", products: "Products", brands: "Brands" } as const;

/**
 * The categories, products or brands a code applies to (decision 064): checkboxes in a scrolling
 * box, posted as `name` once per choice; a refusal's message under them.
 */
export function DiscountTargetChoice({
  name,
  choices,
  chosen,
  error,
}: {
  name: keyof TargetChoices;
  choices: TargetChoices[keyof TargetChoices];
  chosen: string[];
  error?: string;
}) {
  const errorId = `discount-${name}-error`;
  return (
    <fieldset {...fieldErrorProps(errorId, error)}>
      <legend className="mb-2 text-xs tracking-wide text-taupe">{legends[name]}</legend>
      <div className="max-h-48 space-y-2 overflow-y-auto border border-stone bg-white/70 p-3">
        {choices.length === 0 && <p className="text-sm text-taupe">None in the shop yet.</p>}
        {choices.map((choice) => (
          <label key={choice.key} className="flex items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              name={name}
              value={choice.key}
              defaultChecked={chosen.includes(choice.key)}
              className="size-4 accent-espresso"
            />
            {choice.name}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
