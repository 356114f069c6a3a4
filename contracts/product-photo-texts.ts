import { productFormTexts } from "./product-form-texts";

/** How many photos a product has at most (docs/decisions/060-product-photos.md). */
export const maxProductPhotos = 8;

/** The longest alt text of a photo, in characters (decision 060). */
export const photoAltMaxLength = 200;

/**
 * What staff read when a product's photos are refused (decision 060), apart from the schema of
 * product-photos.ts, which the forms load on first use (decision 053). No photo at all keeps
 * SPEC §5's 'Product image is required'.
 */
export const photoTexts = {
  required: productFormTexts.image,
  tooMany: `A product has at most ${maxProductPhotos} photos: remove one before adding another`,
  notStored: "A photo was not uploaded to the shop: remove it and add it again",
  twice: "The same photo is listed twice: remove one of them",
  altTooLong: `Alt text must be at most ${photoAltMaxLength} characters`,
} as const;
