// zod/mini: the Add Product form checks its photos in the browser too, where bytes count.
import { z } from "zod/mini";
import { maxProductPhotos, photoAltMaxLength, photoTexts } from "./product-photo-texts";
import { storable } from "./storable-text";

/**
 * One photo as a product form sends it (decision 060): its URL — one POST /storage/upload
 * returned or one the product shows already, which the server checks against the media store —
 * and its alt text, trimmed, at most 200 characters without control characters ('' = the
 * product's name is read instead).
 */
export const ProductPhotoSchema = z.object({
  url: z
    .string({ error: photoTexts.notStored })
    .check(
      z.minLength(1, { error: photoTexts.notStored }),
      z.maxLength(500, { error: photoTexts.notStored }),
      storable("Photo"),
    ),
  alt: z._default(
    z
      .string()
      .check(
        z.trim(),
        storable("Alt text"),
        z.maxLength(photoAltMaxLength, { error: photoTexts.altTooLong }),
      ),
    "",
  ),
});

/** A product's photos in the order staff gave, the first the primary: 1 to 8, none twice. */
export const ProductPhotosSchema = z
  .array(ProductPhotoSchema, { error: photoTexts.required })
  .check(
    z.minLength(1, { error: photoTexts.required }),
    z.maxLength(maxProductPhotos, { error: photoTexts.tooMany }),
    z.refine((photos) => new Set(photos.map(({ url }) => url)).size === photos.length, {
      error: photoTexts.twice,
    }),
  );

/** A photo as pages show it: its URL (the widest stored width) and alt text. */
export type ProductPhoto = z.output<typeof ProductPhotoSchema>;
