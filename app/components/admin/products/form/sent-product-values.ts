import { genderOptions } from "#contracts/product-form-texts.ts";
import type { ProductDetailValues } from "./product-fields";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * What a posted product form held, as the form's values, so a refused form posted without
 * scripts shows what was typed again (decision 052); a gender the form does not offer reads as
 * unisex.
 */
export function sentProductValues(form: FormData): ProductDetailValues {
  const gender = genderOptions.find((option) => option === form.get("gender")) ?? "unisex";
  return {
    name: text(form, "name"),
    description: text(form, "description"),
    category: text(form, "category"),
    gender,
    isBestSeller: form.get("isBestSeller") === "true",
    brandId: text(form, "brandId"),
    concentration: text(form, "concentration"),
    families: form.getAll("families").filter((slug) => typeof slug === "string"),
    topNotes: text(form, "topNotes"),
    heartNotes: text(form, "heartNotes"),
    baseNotes: text(form, "baseNotes"),
  };
}
