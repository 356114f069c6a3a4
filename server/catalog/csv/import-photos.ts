import type { RowProblem } from "#contracts/catalogue-csv.ts";
import { photoTexts } from "#contracts/product-photo-texts.ts";
import type { ProductPhoto } from "#contracts/product-photos.ts";
import { uploadTexts } from "#contracts/product-upload.ts";
import type { MediaStore } from "#server/media/media-store.ts";
import {
  encodeProductImage,
  ImageRejectedError,
  storeProductImage,
} from "#server/media/product-images.ts";
import { oneUploadAtATime } from "#server/media/upload-queue.ts";
import { readZipPhotos } from "./photo-zip";
import type { RowGroup } from "./row-groups";

/** The ZIP's photos an import names, by file name: their URL once read, or why refused. */
export interface ZipPhotos {
  /** Stored URLs on Confirm; on a preview, the name itself (nothing is stored or written). */
  urls: Map<string, string>;
  /** SPEC §5's reason an image is refused (not JPEG/PNG/WEBP, over 5 MB, undecodable). */
  refusals: Map<string, string>;
}

/**
 * A photo cell item that is an address (`/media/…`, `https://…`), not a ZIP's file name: kept
 * only when the product shows it already, never fetched (decision 063).
 */
const isPhotoAddress = (photo: string) =>
  photo.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(photo);

/**
 * Runs each image of `zip` the groups name through the upload pipeline (decision 010), one at
 * a time with the uploads (decision 018): checked and re-encoded, and stored in `media` only
 * when given (Confirm; a preview stores nothing). No ZIP: nothing is found.
 * @throws Refusal 400 for a ZIP refused whole (photo-zip.ts); the store's error.
 */
export async function readImportPhotos(
  zip: Uint8Array | undefined,
  groups: readonly RowGroup[],
  media: MediaStore | undefined,
): Promise<ZipPhotos> {
  const found: ZipPhotos = { urls: new Map(), refusals: new Map() };
  const names = new Set(groups.flatMap((g) => g.product.photos.filter((p) => !isPhotoAddress(p))));
  if (!zip || names.size === 0) return found;
  await readZipPhotos(zip, names, async (name, bytes) => {
    if (!bytes) return void found.refusals.set(name, uploadTexts.tooLarge);
    try {
      const url = await oneUploadAtATime(async () =>
        media
          ? (await storeProductImage(bytes, media)).fileUrl
          : (await encodeProductImage(bytes), name),
      );
      found.urls.set(name, url);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      found.refusals.set(name, error.message);
    }
  });
  return found;
}

/**
 * A product's photos as its row lists them (decision 063), in order, the first its primary:
 * an address it shows already keeps its alt text; a ZIP's file name becomes a new photo whose
 * alt is blank (read as the product's name, decision 060).
 * @returns the list to write (undefined when the cell is blank or lists what the product has)
 * and how many are new; or the row's problems (an address not the product's, a file not in the
 * ZIP or refused, a photo twice).
 */
export function plannedPhotos(
  row: number,
  photos: readonly string[],
  current: readonly ProductPhoto[],
  zip: ZipPhotos,
): { photos?: ProductPhoto[]; added: number } | RowProblem[] {
  const problems: RowProblem[] = [];
  const planned: ProductPhoto[] = [];
  for (const photo of photos) {
    const own = current.find(({ url }) => url === photo);
    const url = zip.urls.get(photo);
    const refusal = zip.refusals.get(photo);
    if (own) planned.push(own);
    else if (url !== undefined) planned.push({ url, alt: "" });
    else {
      const reason = isPhotoAddress(photo)
        ? `${photo} is not this product's photo, and the shop never fetches addresses: add the photo under Edit product`
        : refusal
          ? `${photo}: ${refusal}`
          : `${photo} is not in the ZIP of photos sent with the CSV`;
      problems.push({ row, reason: `Photos: ${reason}` });
    }
  }
  if (new Set(photos).size !== photos.length)
    problems.push({ row, reason: `Photos: ${photoTexts.twice}` });
  if (problems.length > 0) return problems;
  const isSame =
    planned.length === current.length && planned.every(({ url }, i) => url === current[i]?.url);
  if (planned.length === 0 || isSame) return { added: 0 };
  return { photos: planned, added: planned.filter((p) => !current.includes(p)).length };
}
