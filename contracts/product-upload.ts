/** SPEC §9: the largest product image accepted, in bytes (5 MB). */
export const maxImageBytes = 5 * 1024 * 1024;

/** SPEC §5/§9: the image types accepted, as a browser declares them. */
export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp"] as const;

/** SPEC §5/§8 upload texts, the same in the browser and from POST /storage/upload. */
export const uploadTexts = {
  invalidType: "Please upload a valid image (JPEG, PNG, or WEBP)",
  tooLarge: "Image size should be less than 5MB",
  /** An image whose pixel count could exhaust memory when decoded (a decompression bomb). */
  tooManyPixels: "Image dimensions are too large (at most 40 megapixels)",
  /** The server answered without a message of its own. */
  failed: "Failed to upload image",
  /** The request itself failed (network, aborted). */
  networkFailed: "Upload failed",
  uploaded: "Image uploaded successfully",
} as const;

/** What POST /storage/upload answers (SPEC §7 Upload). `fileUrl` is what the product stores. */
export interface UploadResult {
  success: boolean;
  message: string;
  fileUrl?: string;
  fileName?: string;
}

/**
 * The browser's first check of a chosen file (SPEC §5): its declared type and size. The server
 * checks the bytes again. Returns SPEC's message, or undefined when the file may be sent.
 */
export function checkImageFile(file: { type: string; size: number }): string | undefined {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type))
    return uploadTexts.invalidType;
  if (file.size > maxImageBytes) return uploadTexts.tooLarge;
  return undefined;
}

/** An uploaded product image's URL: `/media/products/{base}-800.webp`, base made by the server. */
export const uploadedImageUrlPattern = /^\/media\/products\/([a-z0-9]{8,40})-800\.webp$/;
