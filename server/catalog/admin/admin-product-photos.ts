import { eq } from "drizzle-orm";
import { photoTexts } from "#contracts/product-photo-texts.ts";
import type { ProductPhoto } from "#contracts/product-photos.ts";
import type { DbExecutor, DbTransaction } from "#server/db/client.ts";
import { productImage } from "#server/db/product-image-schema.ts";
import { product } from "#server/db/schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import type { MediaStore } from "#server/media/media-store.ts";
import { hasStoredProductImage } from "#server/media/product-images.ts";
import { newCatalogueId } from "./catalogue-id";

/**
 * The URLs product `productId` shows now: its photos' and its image_url; none for a new one
 * (undefined), undefined when there is no such product.
 */
async function shownUrls(
  db: DbExecutor,
  productId: string | undefined,
): Promise<Set<string> | undefined> {
  if (!productId) return new Set();
  const [photos, [row]] = await Promise.all([
    db
      .select({ url: productImage.url })
      .from(productImage)
      .where(eq(productImage.productId, productId)),
    db.select({ url: product.imageUrl }).from(product).where(eq(product.id, productId)),
  ]);
  if (!row) return undefined;
  return new Set([...photos.map(({ url }) => url), ...(row.url ? [row.url] : [])]);
}

/**
 * Checks that every photo of `photos` is one product `productId` shows already (undefined for a
 * new product) or an image POST /storage/upload stored in `media` (decision 060). Run before
 * the saving transaction: asking a bucket takes a round trip.
 * @returns false when there is no product `productId`, so nothing is to be saved.
 * @throws Refusal 400 'A photo was not uploaded to the shop…' naming what staff can do; the
 * store's error when it cannot be asked (decision 021).
 */
export async function checkPhotosStored(
  db: DbExecutor,
  media: MediaStore,
  productId: string | undefined,
  photos: readonly ProductPhoto[],
): Promise<boolean> {
  const shown = await shownUrls(db, productId);
  if (!shown) return false;
  for (const { url } of photos) {
    if (!shown.has(url) && !(await hasStoredProductImage(media, url))) {
      throw new Refusal(photoTexts.notStored, 400, { field: "image" });
    }
  }
  return true;
}

/**
 * Makes `photos` (1 to 8, checked by ProductPhotosSchema and checkPhotosStored) the photos of
 * product `productId`, in that order, the first its primary: the product's image_url follows
 * (migration 0030's trigger) and every process hears of it (catalog_changed). Replaces the
 * list inside the caller's transaction, so a save is whole or nothing (decision 060).
 */
export async function replaceProductPhotos(
  tx: DbTransaction,
  productId: string,
  photos: readonly ProductPhoto[],
): Promise<void> {
  await tx.delete(productImage).where(eq(productImage.productId, productId));
  await tx.insert(productImage).values(
    photos.map(({ url, alt }, position) => ({
      id: newCatalogueId(),
      productId,
      url,
      fileName: url.split("/").at(-1) ?? url,
      alt,
      position,
    })),
  );
}
