import { uploadTexts, type UploadResult } from "#contracts/product-upload.ts";

/**
 * Sends a product image to POST /storage/upload (SPEC §7 Upload) with XMLHttpRequest, whose
 * upload events give `onProgress` a percent 0–100 as the bytes leave. Never rejects: a refusal
 * carries the server's message, else 'Failed to upload image'; a network failure 'Upload failed'.
 */
export function uploadProductImage(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.set("image", file);
    form.set("category", "products");
    const request = new XMLHttpRequest();
    request.open("POST", "/storage/upload");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      const body = request.response as Partial<UploadResult> | null;
      if (request.status < 300 && body?.success && body.fileUrl) {
        resolve(body as UploadResult);
        return;
      }
      resolve({ success: false, message: body?.message || uploadTexts.failed });
    });
    const fail = () => resolve({ success: false, message: uploadTexts.networkFailed });
    request.addEventListener("error", fail);
    request.addEventListener("abort", fail);
    request.send(form);
  });
}
