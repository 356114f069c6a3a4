/** The image fields a product record may carry, read in this order (SPEC §3). */
export const productImageFields = ["image", "image_url", "img", "thumbnail", "photo"] as const;
type ProductImageField = (typeof productImageFields)[number];

/** Shown when a product has no usable image or its image fails to load (SPEC §8). */
export const placeholderImage = "/media/brand/placeholder.svg";

/**
 * The URL to show for a product's image (SPEC §3): the first usable field of image,
 * image_url, img, thumbnail, photo; a path starting with '/' is prefixed with the
 * point-of-sale host when one is configured; otherwise the placeholder.
 */
export function resolveImageUrl(
  record: Partial<Record<ProductImageField, unknown>>,
  posHost?: string,
): string {
  for (const field of productImageFields) {
    const value = record[field];
    if (typeof value !== "string") continue;
    const url = value.trim();
    if (url.startsWith("/") && !url.startsWith("//")) return posHost ? posHost + url : url;
    if (/^https?:\/\//i.test(url)) return url;
  }
  return placeholderImage;
}

const variantPattern = /^(\/media\/.+)-(\d+)\.webp$/;

/**
 * A srcset for our own media, which is stored as `{base}-{width}.webp` at each of `widths`;
 * undefined for any other URL (it is shown as it is).
 */
export function mediaSrcSet(url: string, widths: readonly number[]): string | undefined {
  const match = variantPattern.exec(url);
  if (!match) return undefined;
  return widths.map((width) => `${match[1]}-${width}.webp ${width}w`).join(", ");
}
