import { CheckCircle2 } from "lucide-react";
import { lazy, Suspense, type FormEvent } from "react";
import { adminCategoryNames } from "#contracts/categories.ts";
import { refusalAlert } from "#contracts/form-refusal.ts";
import { genderLabels, genderOptions, productFormTexts } from "#contracts/product-form-texts.ts";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { controlClass, describedBy, FormField } from "./form-field";
import { ImageDropZone } from "./image-drop-zone";
import { SizeFields, sizeFieldLabels } from "./size-fields";
import { sizeFieldName, sizeFields, typedSizes, useAddProduct } from "./use-add-product";

// The confirmation and Radix's alert dialog load when staff first submit, not with the form
// (decision 053).
const ConfirmProductDialog = lazy(() =>
  import("./confirm-product-dialog").then((module) => ({ default: module.ConfirmProductDialog })),
);

const hints = {
  name: "Without the size, e.g. Amber Dusk",
  sizes: "Separate sizes with spaces, up to 3, e.g. 30ml 50ml 100ml",
  price: "Whole shillings, VAT included: every size's price unless it has its own",
};

/**
 * The fields a refusal names in the alert, in the page's order (decision 052): each typed
 * size's own fields after the product's price.
 */
function fieldLabels(sizes: string): Record<string, string> {
  const sizeLabels = typedSizes(sizes).flatMap((size, position) =>
    sizeFields.map((field) => [
      sizeFieldName(position, field),
      `${sizeFieldLabels[field]} ${size}`,
    ]),
  );
  return {
    image: "Product Image",
    name: "Product Name",
    sizes: "Quantities",
    price: "Base Price (KSh)",
    ...Object.fromEntries(sizeLabels),
    description: "Description",
    category: "Category",
  };
}

/** A yes/no choice under its own heading (availability, featured status). */
function CheckboxField({
  legend,
  label,
  checked,
  onChange,
}: {
  legend: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <fieldset>
      <legend className="text-xs tracking-wide text-taupe">{legend}</legend>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
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
 * The Add Product form (SPEC §2/§3/§4/§5): image, name, quantities, base price, description,
 * availability, featured status, target gender and category; validated on submit, confirmed,
 * uploaded with progress, then saved. A refused check marks each refused field, focuses the
 * first and names them in the alert (decision 052).
 */
export function AddProductForm() {
  const form = useAddProduct();
  const { values, errors, setValue, phase } = form;
  const isBusy = phase === "uploading" || phase === "saving" || phase === "saved";
  const formRef = useRefusalFocus(form.refusal);
  const alert =
    form.failure ?? (form.refusal && refusalAlert(form.refusal, fieldLabels(values.sizes)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const border = (error?: string) => (error ? "border-wine" : "border-stone");

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={form.loadCheck}
      className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
    >
      <ImageDropZone
        image={form.image}
        error={errors.image}
        onChoose={form.chooseImage}
        progress={phase === "uploading" ? form.progress : undefined}
        isDisabled={isBusy}
      />
      <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-5">
        <legend className="sr-only">Product details</legend>
        <FormField id="product-name" label="Product Name" hint={hints.name} error={errors.name}>
          <input
            name="name"
            {...describedBy("product-name", errors.name, hints.name)}
            value={values.name}
            onChange={(event) => setValue("name", event.target.value)}
            className={`${controlClass} h-11 ${border(errors.name)}`}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="product-sizes" label="Quantities" hint={hints.sizes} error={errors.sizes}>
            <input
              name="sizes"
              {...describedBy("product-sizes", errors.sizes, hints.sizes)}
              value={values.sizes}
              placeholder="30ml 50ml 100ml"
              onChange={(event) => setValue("sizes", event.target.value)}
              className={`${controlClass} h-11 ${border(errors.sizes)}`}
            />
          </FormField>
          <FormField
            id="product-price"
            label="Base Price (KSh)"
            hint={hints.price}
            error={errors.price}
          >
            <input
              name="price"
              {...describedBy("product-price", errors.price, hints.price)}
              inputMode="numeric"
              value={values.price}
              onChange={(event) => setValue("price", event.target.value)}
              className={`${controlClass} h-11 ${border(errors.price)}`}
            />
          </FormField>
        </div>
        <SizeFields
          sizes={values.sizes}
          price={values.price}
          details={values.sizeDetails}
          errors={errors}
          onChange={form.setSizeValue}
        />
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
              {adminCategoryNames.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </FormField>
        </div>
        <div className="flex flex-wrap gap-x-10 gap-y-3">
          <CheckboxField
            legend="Availability"
            label="In Stock"
            checked={values.inStock}
            onChange={(checked) => setValue("inStock", checked)}
          />
          <CheckboxField
            legend="Featured Status"
            label="Best Seller"
            checked={values.isBestSeller}
            onChange={(checked) => setValue("isBestSeller", checked)}
          />
        </div>
        {alert && (
          <p role="alert" className="border border-wine/40 bg-wine/5 px-4 py-3 text-sm text-wine">
            {alert}
          </p>
        )}
        {phase === "saved" && (
          <p
            role="status"
            className="flex items-center gap-2 border border-gold/50 bg-gold/10 px-4 py-3 text-sm text-espresso"
          >
            <CheckCircle2 aria-hidden className="size-4 text-gold-dark" /> {productFormTexts.saved}
          </p>
        )}
        <div>
          <button
            type="submit"
            className="h-12 w-full border border-espresso bg-espresso px-8 text-xs tracking-[0.2em] text-ivory uppercase transition hover:bg-ink disabled:opacity-60 sm:w-auto"
          >
            {phase === "uploading"
              ? `Uploading… ${form.progress}%`
              : phase === "saving"
                ? "Saving…"
                : "Add Product"}
          </button>
        </div>
      </fieldset>
      {phase === "confirming" && (
        <Suspense fallback={null}>
          <ConfirmProductDialog
            values={values}
            onConfirm={() => void form.confirm()}
            onCancel={form.cancel}
          />
        </Suspense>
      )}
    </form>
  );
}
