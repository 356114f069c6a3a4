import { maxImageBytes } from "#contracts/product-upload.ts";

/**
 * The largest body POST /storage/upload takes, in bytes: a 5 MB image (SPEC §9) and room for
 * the multipart framing and the category field. The host refuses longer ones before any byte
 * is read (server/http/body-limit.ts).
 */
export const uploadBodyLimitBytes = maxImageBytes + 64 * 1024;

/** A request body longer than the limit: refused while it was still arriving. */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`request body exceeds ${limitBytes} bytes`);
  }
}

/**
 * The multipart form of `request`, reading at most `limitBytes` of its body. Request.formData()
 * alone would buffer any body it is sent; this refuses a declared Content-Length over the
 * limit at once and stops reading as soon as the bytes received pass it.
 * @throws BodyTooLargeError; TypeError when the body is not a form.
 */
export async function readLimitedForm(request: Request, limitBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > limitBytes) throw new BodyTooLargeError(limitBytes);
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limitBytes) {
        await reader.cancel();
        throw new BodyTooLargeError(limitBytes);
      }
      chunks.push(value);
    }
  }
  const body = Buffer.concat(chunks);
  const headers = { "content-type": request.headers.get("content-type") ?? "" };
  return new Request(request.url, { method: "POST", headers, body }).formData();
}
