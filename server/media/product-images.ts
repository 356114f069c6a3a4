import { randomBytes } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { productImageWidths } from "#contracts/product.ts";
import { uploadedImageUrlPattern, uploadTexts } from "#contracts/product-upload.ts";
import type { MediaStore } from "./media-store";

/**
 * Decoded pixels allowed per image (40 megapixels, SPEC's tooManyPixels text): a camera's
 * largest photos pass, a decompression bomb is refused before it is decoded.
 */
export const maxImagePixels = 40_000_000;

// Decision 018: no decoded image outlives its upload (sharp's cache keeps up to 50 MB and 100
// operations by default), and libvips works each image on one thread: uploads are one at a
// time anyway (upload-queue.ts), and on glibc more threads mean more arenas that keep memory.
sharp.cache(false);
sharp.concurrency(1);

/** Formats accepted, as sharp reads them from the bytes (SPEC §5: JPEG, PNG, WEBP). */
const acceptedFormats = new Set(["jpeg", "png", "webp"]);

/** An image refused for a reason an admin can act on; `message` is SPEC's text. */
export class ImageRejectedError extends Error {}

/** A stored product image: the URL the product keeps, and its file name. */
export interface StoredImage {
  fileUrl: string;
  fileName: string;
}

/** A product image's key in the media store, served at /media/{key}. */
const productImageKey = (base: string, width: number) => `products/${base}-${width}.webp`;

/** Checks what the bytes are, not what the name or declared type says. */
async function checkImage(bytes: Uint8Array): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(uploadTexts.invalidType);
  }
  if (!acceptedFormats.has(metadata.format)) throw new ImageRejectedError(uploadTexts.invalidType);
  if (metadata.width * metadata.height > maxImagePixels) {
    throw new ImageRejectedError(uploadTexts.tooManyPixels);
  }
}

/**
 * Stores an uploaded product image (SPEC §7 Upload, decision 010): checks the bytes are JPEG, PNG
 * or WEBP of at most maxImagePixels, turns it upright, and writes it as WebP without metadata
 * at each of productImageWidths (never enlarged) under a name the server makes: the key
 * `products/{base}-{width}.webp` of `media` (DATA_DIR/media or the bucket, decision 021), served
 * at /media/products/. The product stores the widest.
 * @throws ImageRejectedError with SPEC's message when the bytes are refused; the store's error
 * when it cannot write.
 */
export async function storeProductImage(
  bytes: Uint8Array,
  media: MediaStore,
): Promise<StoredImage> {
  const encoded = await encodeProductImage(bytes);
  const base = `${Date.now().toString(36)}${randomBytes(6).toString("hex")}`;
  const put = (width: number, index: number) =>
    media.put(productImageKey(base, width), encoded[index]!, "image/webp");
  // The widest last: the product names it (hasStoredProductImage), so once it is there all are.
  const widest = productImageWidths.length - 1;
  await Promise.all(productImageWidths.slice(0, widest).map(put));
  await put(productImageWidths[widest]!, widest);
  const fileName = `${base}-${productImageWidths[widest]}.webp`;
  return { fileUrl: `/media/products/${fileName}`, fileName };
}

/**
 * The checks and encoding of storeProductImage without storing (decision 010): the image as
 * WebP at each of productImageWidths. An import's preview runs it to refuse what Confirm would
 * (docs/decisions/063-catalogue-csv.md).
 * @throws ImageRejectedError with SPEC's message when the bytes are refused.
 */
export async function encodeProductImage(bytes: Uint8Array): Promise<Buffer[]> {
  await checkImage(bytes);
  try {
    return await encodeWidths(bytes);
  } catch (error) {
    // The header was readable but the pixels are not (truncated or corrupt data).
    throw new ImageRejectedError(uploadTexts.invalidType, { cause: error });
  }
}

/**
 * The image as WebP at each of productImageWidths, in that order. The source is decoded once,
 * to the widest size (8-bit pixels of at most 800 px across, about 2 MB); the narrower sizes
 * are made from those pixels, not from a second and third decode of the source.
 */
async function encodeWidths(bytes: Uint8Array): Promise<Buffer[]> {
  const widest = productImageWidths.at(-1)!;
  const { data, info } = await sharp(bytes, { limitInputPixels: maxImagePixels, failOn: "error" })
    .autoOrient()
    .resize({ width: widest, withoutEnlargement: true })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encoded: Buffer[] = [];
  for (const width of productImageWidths) {
    encoded.push(
      await sharp(data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  }
  return encoded;
}

/**
 * Whether `fileUrl` names an image storeProductImage wrote into `media`.
 * @throws the store's error when it cannot be asked (the bucket unreachable).
 */
export async function hasStoredProductImage(media: MediaStore, fileUrl: string): Promise<boolean> {
  const base = uploadedImageUrlPattern.exec(fileUrl)?.[1];
  return base ? media.has(productImageKey(base, productImageWidths.at(-1)!)) : false;
}
