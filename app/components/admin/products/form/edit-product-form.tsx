import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { refusalAlert } from "#contracts/form-refusal.ts";
import type { ProductFormChoices } from "#contracts/admin-product.ts";
import { perfumeFactLabels } from "#contracts/perfume-form-texts.ts";
import type { ProductPhoto } from "#contracts/product-photos.ts";
import { useAnswerRefusal, type RefusalAnswer } from "#app/lib/form/use-answer-refusal.ts";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import {
  ProductFields,
  productFieldLabels,
  type ProductDetailValues,
  type SetProductValue,
} from "./product-fields";
import { SizeListFields } from "./size-list-fields";
import type { SizeRowValues } from "./size-list-values";
import { PhotoFields } from "./photo-fields";
import { usePhotoList } from "./use-photo-list";

/** The fields a refusal names in the alert, in the page's order (decision 052). */
const fieldLabels = { image: "Product Photos", ...productFieldLabels, ...perfumeFactLabels };

/**
 * Edit product (SPEC §2 Admin area, decisions 057, 060 and 061): the product's photos
 * (PhotoFields, each uploaded as it is chosen), the product form's fields (ProductFields) and its
 * sizes on sale (SizeListFields), filled with `initial`, `photos` and `sizes`, as a posted form
 * that works without scripts (photos keep their order and alt text then; adding and moving
 * photos or sizes needs scripts). A refusal marks each refused field, focuses the first and names them in the
 * alert (decision 052); `saved` shows the success message.
 */
export function EditProductForm({
  initial,
  sizes,
  photos,
  choices,
  answer,
  saved,
}: {
  initial: ProductDetailValues;
  photos: ProductPhoto[];
  sizes: SizeRowValues[];
  choices: ProductFormChoices;
  answer?: RefusalAnswer;
  saved: boolean;
}) {
  const [values, setValues] = useState(initial);
  const refusal = useAnswerRefusal(answer);
  // The fields edited since this refusal, whose marks clear.
  const [edited, setEdited] = useState<{ since?: typeof refusal; names: string[] }>({ names: [] });
  const editedNames = edited.since === refusal ? edited.names : [];
  const errors = Object.fromEntries(
    Object.entries(refusal?.fields ?? {}).filter(([name]) => !editedNames.includes(name)),
  );
  const formRef = useRefusalFocus(refusal);
  const isBusy = useNavigation().state === "submitting";
  const photoList = usePhotoList(photos, { isUploadedOnChoose: true });
  const setValue: SetProductValue = (key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    setEdited({ since: refusal, names: [...editedNames, key] });
  };
  return (
    <Form ref={formRef} method="post" noValidate className="flex max-w-3xl flex-col gap-5">
      <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-5">
        <legend className="sr-only">Product details</legend>
        <PhotoFields
          list={photoList}
          error={errors.image ?? errors.photos}
          errors={errors}
          onEdit={() => setEdited({ since: refusal, names: [...editedNames, "image", "photos"] })}
          isPosted
        />
        <ProductFields values={values} errors={errors} setValue={setValue} choices={choices} />
        <SizeListFields initial={sizes} errors={refusal?.fields ?? {}} />
      </fieldset>
      {refusal && (
        <p role="alert" className="border border-wine/40 bg-wine/5 px-4 py-3 text-sm text-wine">
          {refusalAlert(refusal, fieldLabels)}
        </p>
      )}
      {saved && !refusal && (
        <p
          role="status"
          className="flex items-center gap-2 border border-gold/50 bg-gold/10 px-4 py-3 text-sm text-espresso"
        >
          <CheckCircle2 aria-hidden className="size-4 text-gold-dark" /> Product saved
        </p>
      )}
      <div>
        <button
          type="submit"
          disabled={isBusy || photoList.isPending}
          className="h-12 w-full border border-espresso bg-espresso px-8 text-xs tracking-[0.2em] text-ivory uppercase transition hover:bg-ink disabled:opacity-60 sm:w-auto"
        >
          {isBusy ? "Saving…" : "Save Changes"}
        </button>
      </div>
    </Form>
  );
}
