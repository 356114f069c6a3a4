import { controlClass, describedBy } from "../form/form-field";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { levelText, type StockSize } from "./stock-answer";

/** One whole-number input of a size's row: its posted `name`, visible label and refusal. */
export interface CountInput {
  field: string;
  label: string;
  placeholder?: string;
}

/**
 * The per-size rows of a stock form (decision 073): each size's label and level, its hidden
 * `lines[i].sizeId`, and the `inputs` (`lines[i].{field}`), with what was typed and the
 * refusal's message under each. Numeric keyboards on phones; one row per size, stacked at 412 px.
 */
export function StockSizeInputs({
  form,
  sizes,
  inputs,
  sent,
  errors,
}: {
  form: string;
  sizes: readonly StockSize[];
  inputs: readonly CountInput[];
  sent?: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <ul className="divide-y divide-stone/60 border-y border-stone/60">
      {sizes.map((size, index) => (
        <li key={size.id} className="grid gap-3 py-4 sm:grid-cols-[10rem_1fr] sm:items-start">
          <div>
            <input type="hidden" name={`lines[${index}].sizeId`} value={size.id} />
            <p className="font-display text-xl text-espresso">{size.label}</p>
            <p className="text-xs text-taupe">{levelText(size)}</p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {inputs.map(({ field, label, placeholder }) => {
              const name = `lines[${index}].${field}`;
              const id = `${form}-${field}-${size.id}`;
              const error = errors[name];
              return (
                <div key={field}>
                  <label htmlFor={id} className="block text-xs tracking-wide text-taupe">
                    {label} <span className="sr-only">({size.label})</span>
                  </label>
                  <input
                    name={name}
                    {...describedBy(id, error)}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder={placeholder}
                    defaultValue={sent?.[name] ?? ""}
                    className={`${controlClass} h-11 ${error ? "border-wine" : "border-stone"}`}
                  />
                  {error && <FieldError id={`${id}-error`} message={error} />}
                </div>
              );
            })}
          </div>
        </li>
      ))}
    </ul>
  );
}
