import { useCallback, useEffect, useRef, useState } from "react";
import { maxProductPhotos, photoTexts } from "#contracts/product-photo-texts.ts";
import type { ProductPhoto } from "#contracts/product-photos.ts";
import { checkImageFile } from "#contracts/product-upload.ts";
import { uploadProductImage } from "#app/lib/admin/upload-image.ts";

/**
 * A photo on a product form (decision 060): `url` once the shop stores it (a product's photo, or
 * one POST /storage/upload returned); `file` and its `preview` (an object URL) while chosen and
 * not yet stored; `progress` 0–100 while uploading; `error` when its upload was refused.
 */
export interface PhotoItem {
  key: string;
  url?: string;
  file?: File;
  preview?: string;
  alt: string;
  progress?: number;
  error?: string;
}

/** Photos all stored, in order, as the form sends them; or the message of the first refused. */
export type UploadedPhotos = { photos: ProductPhoto[] } | { error: string };

// A photo's key names its fields' ids: the photos a page starts with are keyed by position, the
// same on the server and in the browser; those added later, only in the browser, by a count.
let addedCount = 0;

/**
 * A product form's photos (decision 060): staff add several (each checked as SPEC §5 says,
 * at most 8), reorder, edit alt text, remove and make one primary (the first). With
 * `isUploadedOnChoose` (Edit product) each photo is uploaded as it is chosen, with its own
 * progress; otherwise (Add Product, SPEC §4's flow) `uploadAll` uploads them after the
 * confirmation.
 */
export function usePhotoList(initial: ProductPhoto[], { isUploadedOnChoose = false } = {}) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((photo, index) => ({ ...photo, key: `shown${index}` })),
  );
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<PhotoItem>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  /** Uploads `item`'s file, unless stored already; `onProgress` hears its percent too. */
  const upload = async (
    item: PhotoItem,
    onProgress: (percent: number) => void = () => undefined,
  ): Promise<PhotoItem> => {
    if (item.url || !item.file) return item;
    update(item.key, { progress: 0, error: undefined });
    const answer = await uploadProductImage(item.file, (progress) => {
      update(item.key, { progress });
      onProgress(progress);
    });
    const done =
      answer.success && answer.fileUrl
        ? { url: answer.fileUrl, progress: undefined }
        : { error: answer.message, progress: undefined };
    update(item.key, done);
    return { ...item, ...done };
  };

  /** Adds `files` after those shown; the message of the first refused, if any. */
  const add = (files: readonly File[]): string | undefined => {
    const room = maxProductPhotos - items.length;
    const refusals = files.map((file) => checkImageFile(file));
    const sendable = files.filter((_, index) => !refusals[index]);
    const accepted = sendable.slice(0, Math.max(room, 0));
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: `added${addedCount++}`, file, preview, alt: "" };
    });
    setItems((current) => [...current, ...added]);
    if (isUploadedOnChoose) added.forEach((item) => void upload(item));
    return (
      refusals.find(Boolean) ?? (sendable.length > accepted.length ? photoTexts.tooMany : undefined)
    );
  };

  /** Back to no photos (the Add Product form after a save). */
  const clear = useCallback(() => {
    previews.current.forEach((url) => URL.revokeObjectURL(url));
    previews.current.clear();
    setItems([]);
  }, []);

  /** Moves the photo at `from` to `to` (0 = primary). */
  const move = (from: number, to: number) =>
    setItems((current) => {
      if (to < 0 || to >= current.length) return current;
      const reordered = [...current];
      const [moved] = reordered.splice(from, 1);
      reordered.splice(to, 0, moved!);
      return reordered;
    });

  const remove = (key: string) =>
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return current.filter((item) => item.key !== key);
    });

  /**
   * Uploads each photo not yet stored, one after another, `onProgress` getting the percent of
   * all of them; the photos in order, or the first refusal's message.
   */
  const uploadAll = async (onProgress: (percent: number) => void): Promise<UploadedPhotos> => {
    const photos: ProductPhoto[] = [];
    for (const [index, item] of items.entries()) {
      const stored = await upload(item, (percent) =>
        onProgress(Math.round((index * 100 + percent) / items.length)),
      );
      if (!stored.url) return { error: stored.error ?? photoTexts.notStored };
      photos.push({ url: stored.url, alt: item.alt });
    }
    return { photos };
  };

  return {
    items,
    add,
    move,
    remove,
    setAlt: (key: string, alt: string) => update(key, { alt }),
    /** Whether a photo is still uploading or was refused: the form waits until none is. */
    isPending: items.some((item) => !item.url),
    uploadAll,
    clear,
  };
}

/** What usePhotoList gives a form. */
export type PhotoList = ReturnType<typeof usePhotoList>;

/**
 * The photos a posted Edit product form held (`photos[0].url`, `photos[0].alt`, …), so a refused
 * form shows them again as sent (decision 052); at most 8 are read.
 */
export function sentPhotos(form: FormData): ProductPhoto[] {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return Array.from({ length: maxProductPhotos }, (_, index) => ({
    url: text(`photos[${index}].url`),
    alt: text(`photos[${index}].alt`),
  })).filter(({ url }) => url);
}
