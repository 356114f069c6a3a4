import { CheckCircle2 } from "lucide-react";
import { lazy, Suspense, type FormEvent } from "react";
import { refusalAlert } from "#contracts/form-refusal.ts";
import type { ProductFormChoices } from "#contracts/admin-product.ts";
import { perfumeFactLabels } from "#contracts/perfume-form-texts.ts";
import { productFormTexts } from "#contracts/product-form-texts.ts";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { TextInputField } from "./form-field";
import { PhotoFields } from "./photo-fields";
import { CheckboxField, ProductFields, productFieldLabels } from "./product-fields";
import { SizeFields, sizeFieldLabels } from "./size-fields";
import { sizeFieldName, sizeFields, typedSizes, useAddProduct } from "./use-add-product";

// The confirmation and Radix's alert dialog load when staff first submit, not with the form
// (decision 053).
const ConfirmProductDialog = lazy(() =>
  import("./confirm-product-dialog").then((module) => ({ default: module.ConfirmProductDialog })),
);

const hints = {
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
    image: "Product Photos",
    name: productFieldLabels.name,
    sizes: "Quantities",
    price: "Base Price (KSh)",
    ...Object.fromEntries(sizeLabels),
    description: productFieldLabels.description,
    category: productFieldLabels.category,
    ...perfumeFactLabels,
  };
}

/**
 * The Add Product form (SPEC §2/§3/§4/§5): image, then the product form's fields
 * (ProductFields) with quantities, base price, each size's own and availability among them, and
 * the perfume facts (decision 057); validated on submit, confirmed,
 * uploaded with progress, then saved. A refused check marks each refused field, focuses the
 * first and names them in the alert (decision 052).
 */
export function AddProductForm({ choices }: { choices: ProductFormChoices }) {
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

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={form.loadCheck}
      className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
    >
      <PhotoFields
        list={form.photos}
        error={errors.image}
        errors={errors}
        onEdit={form.editPhotos}
        progress={phase === "uploading" ? form.progress : undefined}
        isDisabled={isBusy}
      />
      <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-5">
        <legend className="sr-only">Product details</legend>
        <ProductFields
          values={values}
          errors={errors}
          setValue={form.setDetail}
          choices={choices}
          stockFields={
            <>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextInputField
                  id="product-sizes"
                  name="sizes"
                  label="Quantities"
                  hint={hints.sizes}
                  error={errors.sizes}
                  value={values.sizes}
                  placeholder="30ml 50ml 100ml"
                  onChange={(sizes) => setValue("sizes", sizes)}
                />
                <TextInputField
                  id="product-price"
                  name="price"
                  label="Base Price (KSh)"
                  hint={hints.price}
                  error={errors.price}
                  value={values.price}
                  inputMode="numeric"
                  onChange={(price) => setValue("price", price)}
                />
              </div>
              <SizeFields
                sizes={values.sizes}
                price={values.price}
                details={values.sizeDetails}
                errors={errors}
                onChange={form.setSizeValue}
              />
            </>
          }
          availability={
            <CheckboxField
              legend="Availability"
              label="In Stock"
              checked={values.inStock}
              onChange={(checked) => setValue("inStock", checked)}
            />
          }
        />
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
