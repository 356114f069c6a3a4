import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { useState } from "react";
import type { FormRefusal } from "#contracts/form-refusal.ts";
import { maxListedSizes } from "#contracts/product-form-texts.ts";
import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";
import { controlClass } from "./form-field";
import {
  sizeRowFields,
  sizeRowName,
  type SizeRowField,
  type SizeRowValues,
} from "./size-list-values";

const fieldLabels: Record<SizeRowField, string> = {
  label: "Size",
  price: "Price (KSh)",
  compareAtPrice: "Compare-at price",
  sku: "SKU",
  stockLevel: "Stock",
};

const placeholders: Record<SizeRowField, string> = {
  label: "e.g. 50ml",
  price: "",
  compareAtPrice: "Not on sale",
  sku: "None",
  stockLevel: "Not tracked",
};

const smallButton =
  "inline-flex h-9 items-center gap-1 border border-stone px-3 text-xs text-espresso hover:border-espresso disabled:opacity-40";

/**
 * Edit product's sizes on sale (docs/decisions/061-product-life-cycle.md): each size's label,
 * price, compare-at price, SKU and stock as posted fields `sizes[i].*` in the order shown; staff
 * add a size, move one up or down, remove one (a sold one is archived on save, so past orders
 * still read it). The last size cannot be removed. `errors` are the refusal's, by field name.
 */
export function SizeListFields({
  initial,
  errors,
}: {
  initial: SizeRowValues[];
  errors: FormRefusal["fields"];
}) {
  const [rows, setRows] = useState(initial);
  const [said, setSaid] = useState("");
  const [added, setAdded] = useState(0);
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    if (!row) return;
    next.splice(to, 0, row);
    setRows(next);
    setSaid(`${row.label || "New size"} moved to position ${to + 1} of ${next.length}`);
    // Keep focus on the same button of the row as it moves, unless it can go no further.
    requestAnimationFrame(() => {
      const direction = to < from ? "up" : "down";
      const edge = direction === "up" ? to === 0 : to === next.length - 1;
      document
        .getElementById(
          `size-${row.key}-${edge ? (direction === "up" ? "down" : "up") : direction}`,
        )
        ?.focus();
    });
  };
  const remove = (position: number) => {
    const row = rows[position];
    if (!row) return;
    setRows(rows.filter((_, index) => index !== position));
    setSaid(
      `${row.label || "New size"} ${row.isSold ? "will be archived" : "removed"}: saved with Save Changes`,
    );
  };
  const add = () => {
    const key = `new-${added}`;
    setAdded(added + 1);
    const blank = { label: "", price: "", compareAtPrice: "", sku: "", stockLevel: "" };
    setRows([...rows, { ...blank, key, id: "", isSold: false }]);
    requestAnimationFrame(() => document.getElementById(`size-${key}-label`)?.focus());
  };
  const setField = (position: number, field: SizeRowField, value: string) =>
    setRows(rows.map((row, index) => (index === position ? { ...row, [field]: value } : row)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 border border-stone/70 bg-white/40 p-4">
      <legend className="px-1 text-sm text-espresso">Sizes</legend>
      <p className="text-xs text-taupe">
        In the order the shop shows them. Removing a size that was sold archives it: past orders
        still read it.
      </p>
      {errors.sizes && <FieldError id="sizes-error" message={errors.sizes} />}
      <ol className="flex flex-col gap-3">
        {rows.map((row, position) => (
          <li key={row.key} className="border border-stone/60 bg-ivory p-3">
            <input type="hidden" name={sizeRowName(position, "id")} value={row.id} />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {sizeRowFields.map((field) => {
                const id = `size-${row.key}-${field}`;
                const error = errors[sizeRowName(position, field)];
                return (
                  <div key={field} className={field === "label" ? "col-span-2 sm:col-span-1" : ""}>
                    <label htmlFor={id} className="block text-xs text-taupe">
                      {fieldLabels[field]}
                    </label>
                    <input
                      id={id}
                      name={sizeRowName(position, field)}
                      inputMode={field === "label" || field === "sku" ? "text" : "numeric"}
                      value={row[field]}
                      placeholder={placeholders[field]}
                      {...fieldErrorProps(`${id}-error`, error)}
                      onChange={(event) => setField(position, field, event.target.value)}
                      className={`${controlClass} h-10 ${error ? "border-wine" : "border-stone"}`}
                    />
                    <FieldError id={`${id}-error`} message={error} />
                  </div>
                );
              })}
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <button
                type="button"
                id={`size-${row.key}-up`}
                className={smallButton}
                disabled={position === 0}
                onClick={() => move(position, position - 1)}
                aria-label={`Move ${row.label || "new size"} up`}
              >
                <ArrowUp aria-hidden className="size-3.5" /> Up
              </button>
              <button
                type="button"
                id={`size-${row.key}-down`}
                className={smallButton}
                disabled={position === rows.length - 1}
                onClick={() => move(position, position + 1)}
                aria-label={`Move ${row.label || "new size"} down`}
              >
                <ArrowDown aria-hidden className="size-3.5" /> Down
              </button>
              <button
                type="button"
                className={`${smallButton} text-wine`}
                disabled={rows.length === 1}
                onClick={() => remove(position)}
                aria-label={`${row.isSold ? "Archive" : "Remove"} ${row.label || "new size"}`}
              >
                {row.isSold ? "Archive size" : "Remove size"}
              </button>
              {row.isSold && (
                <span className="text-xs text-taupe">Sold before: archived, not deleted</span>
              )}
            </div>
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          className={smallButton}
          onClick={add}
          disabled={rows.length >= maxListedSizes}
        >
          <Plus aria-hidden className="size-3.5" /> Add a size
        </button>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}
