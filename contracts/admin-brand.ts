// zod/mini: the Brands page's forms carry this schema's texts into the browser.
import { z } from "zod/mini";
import { factSlug, perfumeFactLimits } from "./perfume";
import { recordId } from "./record-id";
import { storable } from "./storable-text";

const { brandNameLength, brandStoryLength } = perfumeFactLimits;

/** Admin → Brands texts (SPEC §2 Admin area, §5 messages naming the field). */
export const brandTexts = {
  refused: "Some brand details need another look",
  name: "Brand name is required",
  nameTooLong: `Brand name is at most ${brandNameLength} characters`,
  nameWithoutLetters: "Brand name needs letters or digits",
  nameTaken: (name: string) => `Brand name ${name} is another brand's already`,
  storyTooLong: `Story is at most ${brandStoryLength.toLocaleString("en-KE")} characters`,
  notFound: "Brand not found",
  inUse: (products: number) =>
    `This brand cannot be deleted: ${products} ${products === 1 ? "product has" : "products have"} it`,
  added: "Brand added",
  saved: "Brand saved",
  deleted: "Brand deleted",
  failed: "Failed to save the brand. Please try again.",
} as const;

const brandId = recordId(brandTexts.notFound);

const name = z.string({ error: brandTexts.name }).check(
  z.trim(),
  storable("Brand name"),
  z.minLength(1, { error: brandTexts.name }),
  z.maxLength(brandNameLength, { error: brandTexts.nameTooLong }),
  z.refine((text) => factSlug(text) !== "", { error: brandTexts.nameWithoutLetters }),
);

const story = z._default(
  z
    .string()
    .check(
      z.trim(),
      storable("Story", { isMultiline: true }),
      z.maxLength(brandStoryLength, { error: brandTexts.storyTooLong }),
    ),
  "",
);

/**
 * A posted Brands form (docs/decisions/057-perfume-facts.md): intent 'add' (name, story),
 * 'edit' (brandId, name, story; the slug stays) or 'delete' (brandId).
 */
export const BrandFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), name, story }),
  z.object({ intent: z.literal("edit"), brandId, name, story }),
  z.object({ intent: z.literal("delete"), brandId }),
]);

/** A valid Brands form. */
export type BrandChange = z.output<typeof BrandFormSchema>;
