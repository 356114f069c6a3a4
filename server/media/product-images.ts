import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { productImageWidths } from "#contracts/product.ts";
import { uploadedImageUrlPattern, uploadTexts } from "#contracts/product-upload.ts";

/**
 * Decoded pixels allowed per image (40 megapixels, SPEC's tooManyPixels text): a camera's
 * largest photos pass, a decompression bomb is refused before it is decoded.
 */
export const maxImagePixels = 40_000_000;

// Issue 12: no decoded image outlives its upload (sharp's cache keeps up to 50 MB and 100
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

/** Where product images are stored: DATA_DIR/media/products, served at /media/products/. */
const productImagesDir = (dataDir: string) => path.join(dataDir, "media", "products");

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
 * Stores an uploaded product image (SPEC §7 Upload, issue 6): checks the bytes are JPEG, PNG
 * or WEBP of at most maxImagePixels, turns it upright, and writes it as WebP without metadata
 * at each of productImageWidths (never enlarged) under a name the server makes:
 * `{dataDir}/media/products/{base}-{width}.webp`, served at /media/products/ (server/main.ts
 * serves DATA_DIR/media). The product stores the widest.
 * @throws ImageRejectedError with SPEC's message when the bytes are refused.
 */
export async function storeProductImage(bytes: Uint8Array, dataDir: string): Promise<StoredImage> {
  await checkImage(bytes);
  let encoded: Buffer[];
  try {
    encoded = await encodeWidths(bytes);
  } catch (error) {
    // The header was readable but the pixels are not (truncated or corrupt data).
    throw new ImageRejectedError(uploadTexts.invalidType, { cause: error });
  }
  const base = `${Date.now().toString(36)}${randomBytes(6).toString("hex")}`;
  const dir = productImagesDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  await Promise.all(
    productImageWidths.map(async (width, index) => {
      const file = path.join(dir, `${base}-${width}.webp`);
      // Written whole, then renamed: a half-written file is never served.
      await fs.writeFile(`${file}.part`, encoded[index]!);
      await fs.rename(`${file}.part`, file);
    }),
  );
  const fileName = `${base}-${productImageWidths.at(-1)}.webp`;
  return { fileUrl: `/media/products/${fileName}`, fileName };
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

/** Whether `fileUrl` names an image storeProductImage wrote into `dataDir`. */
export async function hasStoredProductImage(dataDir: string, fileUrl: string): Promise<boolean> {
  const base = uploadedImageUrlPattern.exec(fileUrl)?.[1];
  if (!base) return false;
  const file = path.join(productImagesDir(dataDir), `${base}-800.webp`);
  return (await fs.stat(file).catch(() => undefined))?.isFile() ?? false;
}
