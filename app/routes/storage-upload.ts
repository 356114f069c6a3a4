import { data } from "react-router";
import { maxImageBytes, uploadTexts, type UploadResult } from "#contracts/product-upload.ts";
import { requireAdmin } from "#server/accounts/require-admin.ts";
import {
  BodyTooLargeError,
  readLimitedForm,
  uploadBodyLimitBytes,
} from "#server/media/upload-body.ts";
import { ImageRejectedError, storeProductImage } from "#server/media/product-images.ts";
import { oneUploadAtATime } from "#server/media/upload-queue.ts";
import { getServices, type AppServices } from "#server/services.ts";
import type { Route } from "./+types/storage-upload";

const answer = (status: number, result: UploadResult) => data(result, { status });

/** requireAdmin's refusal of a POST: `data({ error }, { status: 401 | 403 })`. */
function isRefusal(thrown: unknown): thrown is { data: { error: string }; init: ResponseInit } {
  return typeof thrown === "object" && thrown !== null && "data" in thrown && "init" in thrown;
}

/**
 * POST /storage/upload (SPEC §7 Upload, decision 010): multipart `image` (file) and `category`
 * ('products'), admins only — it is not under /admin, so it checks for itself (401/403 for
 * others). Answers {success, message, fileUrl, fileName}; 400 or 413 with SPEC §5's message
 * when the image is refused. Uploads are read and processed one at a time (decision 018).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const services = getServices(context);
  try {
    await requireAdmin({ request, url }, services);
  } catch (refusal) {
    if (!isRefusal(refusal)) throw refusal;
    return answer(refusal.init.status ?? 403, { success: false, message: refusal.data.error });
  }
  return oneUploadAtATime(() => receiveImage(request, services));
}

/** Reads the form (5 MB image at most) and stores its image; the answer to send. */
async function receiveImage(request: Request, services: AppServices) {
  let form: FormData;
  try {
    form = await readLimitedForm(request, uploadBodyLimitBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return answer(413, { success: false, message: uploadTexts.tooLarge });
    }
    return answer(400, { success: false, message: uploadTexts.invalidType });
  }
  const image = form.get("image");
  if (form.get("category") !== "products") {
    return answer(400, { success: false, message: "Unknown upload category" });
  }
  if (!(image instanceof File) || image.size === 0) {
    return answer(400, { success: false, message: uploadTexts.invalidType });
  }
  if (image.size > maxImageBytes)
    return answer(413, { success: false, message: uploadTexts.tooLarge });
  try {
    const stored = await storeProductImage(
      new Uint8Array(await image.arrayBuffer()),
      services.media,
    );
    return answer(201, { success: true, message: uploadTexts.uploaded, ...stored });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      return answer(400, { success: false, message: error.message });
    }
    services.log.error({ err: error }, "could not store an uploaded image");
    return answer(500, { success: false, message: uploadTexts.failed });
  }
}
