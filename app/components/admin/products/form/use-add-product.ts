import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { FormRefusal } from "#contracts/form-refusal.ts";
import { emptyPerfumeFacts } from "#contracts/perfume-form-texts.ts";
import { maxSizes, productFormTexts } from "#contracts/product-form-texts.ts";
import type { SizeDetailsValues } from "#contracts/size-fields.ts";
import type { ProductDetailValues, SetProductValue } from "./product-fields";
import { usePhotoList } from "./use-photo-list";

/** SPEC §3 admin form state, as typed, with the perfume facts (decision 057). */
export interface ProductFormState extends ProductDetailValues {
  sizes: string;
  price: string;
  inStock: boolean;
  /** Each typed size's own fields, by position (DESIGN §5). */
  sizeDetails: SizeDetailsValues[];
}

/** A size's own fields on the form, in page order. */
export const sizeFields = ["price", "compareAtPrice", "stockLevel", "sku"] as const;
export type SizeField = (typeof sizeFields)[number];

/** A size's fields before anything is typed: its price is the product's Price. */
const emptySizeDetails: SizeDetailsValues = {
  price: "",
  compareAtPrice: "",
  stockLevel: "",
  sku: "",
};

/** The size labels typed so far, as the form's schema reads them (up to 3). */
export const typedSizes = (sizes: string): string[] =>
  sizes.split(/\s+/).filter(Boolean).slice(0, maxSizes);

/** SPEC §3 admin form state: in stock by default, not a best seller, unisex. */
export const emptyProductForm: ProductFormState = {
  name: "",
  sizes: "",
  price: "",
  description: "",
  category: "",
  gender: "unisex",
  inStock: true,
  isBestSeller: false,
  sizeDetails: [],
  ...emptyPerfumeFacts,
};

/** SPEC §4 add-product flow: idle, confirming, uploading, saving, saved. */
export type AddProductPhase = "idle" | "confirming" | "uploading" | "saving" | "saved";

/** A size's own field's name, as Conform names it (decision 052): `sizeDetails[0].price`. */
export const sizeFieldName = (position: number, field: SizeField): string =>
  `sizeDetails[${position}].${field}`;

/** SPEC §9: how long the success message shows before the form resets, in ms. */
const resetAfterMs = 2000;

/**
 * The form's schema, and zod/mini's core with it (8.7 KB gzip): loaded when staff first focus a
 * field, not with the page (decision 053); undefined if it cannot load.
 */
const loadProductSchemas = () => import("#contracts/admin-product.ts").catch(() => undefined);

/**
 * Each refused detail's message by field name, as the action's schema refuses them (decision
 * 052); none when the schema cannot load, and the action, which checks every product, refuses.
 */
async function refusedDetails(details: ProductFormState): Promise<FormRefusal["fields"]> {
  const schemas = await loadProductSchemas();
  if (!schemas) return {};
  const parsed = schemas.ProductDetailsSchema.safeParse(details);
  return parsed.success ? {} : schemas.productRefusal(parsed.error.issues).fields;
}

/** What the Add Product action answers. */
type SaveAnswer = { id: string; error?: undefined } | { error: string };

/**
 * The Add Product form's state and flow (SPEC §4/§5): per-field messages that clear when the
 * field is edited, `refusal` — each check's, a new one per attempt, so the form focuses (and
 * so scrolls to) its first refused field (decision 052) — a confirmation, the upload with
 * percent progress, the save, a success message and a reset after 2 s.
 */
export function useAddProduct() {
  const [values, setValues] = useState<ProductFormState>(emptyProductForm);
  const photos = usePhotoList([]);
  const { clear: clearPhotos } = photos;
  const [errors, setErrors] = useState<FormRefusal["fields"]>({});
  const [refusal, setRefusal] = useState<FormRefusal>();
  const [phase, setPhase] = useState<AddProductPhase>("idle");
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string>();
  const save = useFetcher<SaveAnswer>();
  /** The fetcher's data before this save: an older product's answer, not this one's. */
  const [earlierAnswer, setEarlierAnswer] = useState<SaveAnswer>();
  const answer =
    phase === "saving" && save.state === "idle" && save.data !== earlierAnswer
      ? save.data
      : undefined;
  const currentPhase: AddProductPhase = answer ? (answer.error ? "idle" : "saved") : phase;

  const clearError = (field: string) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)),
    );

  const setValue = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };
  /** setValue for the fields adding shares with editing (ProductFields). */
  const setDetail: SetProductValue = (key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  const setSizeValue = (position: number, field: SizeField, value: string) => {
    setValues((current) => {
      const sizeDetails = Array.from(
        { length: Math.max(current.sizeDetails.length, position + 1) },
        (_, index) => current.sizeDetails[index] ?? emptySizeDetails,
      );
      sizeDetails[position] = { ...sizeDetails[position]!, [field]: value };
      return { ...current, sizeDetails };
    });
    clearError(sizeFieldName(position, field));
  };

  /** What is sent: each typed size's own fields, none for sizes typed and then taken out. */
  const sent = () => ({
    ...values,
    sizeDetails: typedSizes(values.sizes).map(
      (_, position) => values.sizeDetails[position] ?? emptySizeDetails,
    ),
  });

  /** Validates; opens the confirmation, or refuses with each field's message. */
  const submit = async () => {
    const found = { summary: productFormTexts.refused, fields: await refusedDetails(sent()) };
    if (photos.items.length === 0) found.fields.image = productFormTexts.image;
    setErrors(found.fields);
    setFailure(undefined);
    const isRefused = Object.keys(found.fields).length > 0;
    setRefusal(isRefused ? found : undefined);
    if (!isRefused) setPhase("confirming");
  };

  /** After the confirmation: uploads the photos, then saves the product with them (decision 060). */
  const confirm = async () => {
    setPhase("uploading");
    setProgress(0);
    const uploaded = await photos.uploadAll(setProgress);
    if ("error" in uploaded) {
      setFailure(uploaded.error);
      setPhase("idle");
      return;
    }
    setPhase("saving");
    setEarlierAnswer(save.data);
    void save.submit(
      { ...sent(), photos: uploaded.photos },
      { method: "post", encType: "application/json" },
    );
  };

  useEffect(() => {
    if (currentPhase !== "saved") return;
    const timer = window.setTimeout(() => {
      setValues(emptyProductForm);
      clearPhotos();
      setErrors({});
      setRefusal(undefined);
      setProgress(0);
      setPhase("idle");
    }, resetAfterMs);
    return () => window.clearTimeout(timer);
  }, [currentPhase, clearPhotos]);

  return {
    values,
    setValue,
    setDetail,
    setSizeValue,
    photos,
    /** The photos changed: their refusal clears (SPEC §5). */
    editPhotos: () => clearError("image"),
    errors,
    refusal,
    phase: currentPhase,
    progress,
    failure: answer?.error ?? failure,
    submit,
    /** Starts loading the form's schema (on the first focus of a field), so submit need not wait. */
    loadCheck: () => void loadProductSchemas(),
    confirm,
    /** The confirmation closed without confirming (it also closes after confirming). */
    cancel: () => setPhase((current) => (current === "confirming" ? "idle" : current)),
  };
}
