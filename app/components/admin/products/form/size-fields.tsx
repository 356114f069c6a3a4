import type { SizeDetailsValues } from "#contracts/size-fields.ts";
import type { FormRefusal } from "#contracts/form-refusal.ts";
import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";
import { controlClass } from "./form-field";
import { sizeFieldName, sizeFields, typedSizes, type SizeField } from "./use-add-product";

/** Each size field's visible label, with the size's label after it ("Price for 50ml"). */
export const sizeFieldLabels: Record<SizeField, string> = {
  price: "Price for",
  compareAtPrice: "Compare-at price for",
  stockLevel: "Stock for",
  sku: "SKU for",
};

interface SizeFieldsProps {
  sizes: string;
  /** The product's Price as typed: a size's price when its own is left blank. */
  price: string;
  details: SizeDetailsValues[];
  errors: FormRefusal["fields"];
  onChange(position: number, field: SizeField, value: string): void;
}

/**
 * Once sizes are typed on Add Product, each size's own price, compare-at price, stock and SKU
 * (DESIGN §5), labelled with the size ("Price for 50ml"); blanks are the product's Price, not
 * on sale, not tracked and no SKU.
 */
export function SizeFields({ sizes, price, details, errors, onChange }: SizeFieldsProps) {
  const labels = typedSizes(sizes);
  if (labels.length === 0) return null;
  const placeholders: Record<SizeField, string> = {
    price: price.trim() || "Base price",
    compareAtPrice: "Not on sale",
    stockLevel: "Not tracked",
    sku: "None",
  };
  return (
    <fieldset className="border border-stone/70 bg-white/40 p-4">
      <legend className="px-1 text-xs tracking-wide text-taupe">Each size</legend>
      <div className="flex flex-col gap-4">
        {labels.map((label, position) => (
          <div key={position} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {sizeFields.map((field) => {
              const name = sizeFieldName(position, field);
              const id = `product-size-${position}-${field}`;
              const error = errors[name];
              return (
                <div key={field}>
                  <label htmlFor={id} className="block text-xs text-taupe">
                    {sizeFieldLabels[field]} {label}
                  </label>
                  <input
                    id={id}
                    name={name}
                    inputMode={field === "sku" ? "text" : "numeric"}
                    value={details[position]?.[field] ?? ""}
                    placeholder={placeholders[field]}
                    {...fieldErrorProps(`${id}-error`, error)}
                    onChange={(event) => onChange(position, field, event.target.value)}
                    className={`${controlClass} h-10 ${error ? "border-wine" : "border-stone"}`}
                  />
                  <FieldError id={`${id}-error`} message={error} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
