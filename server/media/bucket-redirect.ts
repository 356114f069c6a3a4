import { Router, type RequestHandler } from "express";
import type { MediaStore } from "./media-store";

/**
 * Seconds a browser or CDN may keep a redirect: far less than the 30 minutes a presigned URL
 * stays valid at least (s3-media-store.ts), and short enough that a new MEDIA_PUBLIC_URL is
 * followed soon.
 */
const redirectMaxAgeSeconds = 300;

/** The names storeProductImage gives (`{base}-{width}.webp`); anything else is not ours. */
const productImageFile = /^[a-z0-9]{8,40}-\d{2,4}\.webp$/;

/**
 * What serves uploaded media at /media when it is in a bucket (decision 021); undefined for media
 * on disk, which the host's static files serve. GET or HEAD /products/{file} answers 302 to the
 * object's URL (MEDIA_PUBLIC_URL, or a presigned GET), cacheable for 5 minutes; any other path
 * goes on to the next handler (the shop's 404). The image's bytes never pass through this
 * server (docs/decisions/021-media-object-storage.md).
 */
export function mediaRedirectOf(media: MediaStore): RequestHandler | undefined {
  if (media.kind === "disk") return undefined;
  const router = Router();
  router.get("/products/:file", async (request, response, next) => {
    const { file } = request.params;
    if (!productImageFile.test(file)) return next();
    const url = await media.urlOf(`products/${file}`);
    response.set("Cache-Control", `public, max-age=${redirectMaxAgeSeconds}`);
    response.redirect(302, url);
  });
  return router;
}
