import type { ReactNode } from "react";
import type { ProductFormChoices, ProductFormValues } from "#contracts/admin-product.ts";
import type { PerfumeFactValues } from "#contracts/perfume-form-texts.ts";
import { genderLabels, genderOptions } from "#contracts/product-form-texts.ts";
import { controlClass, describedBy, FormField, TextInputField } from "./form-field";
import { PerfumeFactFields } from "./perfume-fact-fields";

/** What adding and editing a product both set (SPEC §3 admin form state, decision 057). */
export interface ProductDetailValues extends PerfumeFactValues {
  name: string;
  description: string;
  /** '' until one is chosen. */
  category: string;
  gender: NonNullable<ProductFormValues["gender"]>;
  isBestSeller: boolean;
}

/** Sets one of the form's values (and clears its refusal). */
export type SetProductValue = <K extends keyof ProductDetailValues>(
  key: K,
  value: ProductDetailValues[K],
) => void;

/** The product form's labels of its own fields, which a refusal's alert names (decision 052). */
export const productFieldLabels = {
  name: "Product Name",
  description: "Description",
  category: "Category",
} as const;

const nameHint = "Without the size, e.g. Amber Dusk";

/** A yes/no choice under its own heading (availability, featured status). */
export function CheckboxField({
  legend,
  label,
  name,
  checked,
  onChange,
}: {
  legend: string;
  label: string;
  name?: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <fieldset>
      <legend className="text-xs tracking-wide text-taupe">{legend}</legend>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name={name}
          value="true"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 accent-espresso"
        />
        {label}
      </label>
    </fieldset>
  );
}

/**
 * The product form's fields, one form for adding and editing a product (SPEC §2/§3, decision
 * 057): name, then `stockFields` (adding: quantities, prices and each size's own fields),
 * description, target gender, category, `availability` (adding) and the best-seller mark, then
 * the perfume facts. Every control is named, so a form of them posts without scripts.
 */
export function ProductFields({
  values,
  errors,
  setValue,
  choices,
  stockFields,
  availability,
}: {
  values: ProductDetailValues;
  errors: Record<string, string>;
  setValue: SetProductValue;
  choices: ProductFormChoices;
  stockFields?: ReactNode;
  availability?: ReactNode;
}) {
  const border = (error?: string) => (error ? "border-wine" : "border-stone");
  return (
    <>
      <TextInputField
        id="product-name"
        name="name"
        label={productFieldLabels.name}
        hint={nameHint}
        error={errors.name}
        value={values.name}
        onChange={(name) => setValue("name", name)}
      />
      {stockFields}
      <FormField id="product-description" label="Description" error={errors.description}>
        <textarea
          name="description"
          {...describedBy("product-description", errors.description)}
          rows={5}
          value={values.description}
          onChange={(event) => setValue("description", event.target.value)}
          className={`${controlClass} py-2.5 ${border(errors.description)}`}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="product-gender" label="Target Gender">
          <select
            id="product-gender"
            name="gender"
            value={values.gender}
            onChange={(event) => setValue("gender", event.target.value as typeof values.gender)}
            className={`${controlClass} h-11 border-stone`}
          >
            {genderOptions.map((gender) => (
              <option key={gender} value={gender}>
                {genderLabels[gender]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="product-category" label="Category" error={errors.category}>
          <select
            name="category"
            {...describedBy("product-category", errors.category)}
            value={values.category}
            onChange={(event) => setValue("category", event.target.value)}
            className={`${controlClass} h-11 ${border(errors.category)}`}
          >
            <option value="">Select a category</option>
            {choices.categories.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="flex flex-wrap gap-x-10 gap-y-3">
        {availability}
        <CheckboxField
          legend="Featured Status"
          label="Best Seller"
          name="isBestSeller"
          checked={values.isBestSeller}
          onChange={(checked) => setValue("isBestSeller", checked)}
        />
      </div>
      <PerfumeFactFields values={values} errors={errors} choices={choices} onChange={setValue} />
    </>
  );
}
