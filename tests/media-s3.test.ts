import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as addAction } from "#app/routes/admin/products/add.tsx";
import { action as uploadAction } from "#app/routes/storage-upload.ts";
import { photoTexts } from "#contracts/product-photo-texts.ts";
import type { UploadResult } from "#contracts/product-upload.ts";
import { buildDir } from "#server/build-dir.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { hasStoredProductImage } from "#server/media/product-images.ts";
import { getProduct } from "#server/catalog/product-queries.ts";
import type { makeBrowser } from "./support/accounts";
import { listenLocally } from "./support/listen-locally";
import { adminRouteContext, testServices } from "./support/route-context";
import { startS3Server, type TestS3Server } from "./support/s3-server";
import { routeArgs } from "./support/shopper";
import { createTestHost } from "./support/test-host";
import { signedInBrowser } from "./support/signed-in";
import { insertDefaultCategories } from "./support/factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let s3: TestS3Server;
let dataDir: string;
let admin: ReturnType<typeof makeBrowser>;
const env = (extra: NodeJS.ProcessEnv = {}) => ({
  AUTH_RATE_LIMIT: "100",
  DATA_DIR: dataDir,
  ...s3.env,
  ...extra,
});

beforeAll(async () => {
  [database, s3] = await Promise.all([openTestDatabase(), startS3Server()]);
  await insertDefaultCategories(database.db);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-s3-upload-"));
  admin = await signedInBrowser(testServices(database, env()), "admin");
});
afterAll(async () => {
  await Promise.all([database?.close(), s3?.close()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An admin's upload of a 1000×750 JPEG through POST /storage/upload, on the bucket. */
async function uploadPhoto(): Promise<UploadResult> {
  const jpeg = await sharp({
    create: { width: 1000, height: 750, channels: 3, background: "#b08d57" },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("image", new File([new Uint8Array(jpeg)], "bottle.jpg", { type: "image/jpeg" }));
  form.set("category", "products");
  const request = admin.request("/storage/upload", { method: "POST", body: form });
  const result = await uploadAction(routeArgs(database, request, "/storage/upload", env()));
  expect(result.init?.status).toBe(201);
  return result.data;
}

/**
 * The Express host as server/main.ts builds it with media in the bucket, over the production
 * build's client files (the demo media); React Router stands aside (404).
 */
async function serveHost(extra: NodeJS.ProcessEnv = {}) {
  const host = await createTestHost(testServices(database, env(extra)), {
    clientDir: path.join(buildDir, "client"),
    uploadsDir: path.join(dataDir, "media"),
    appHandler: (_request, response) => void response.status(404).send("Page not found"),
  });
  const { server, origin } = await listenLocally(host);
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sources of the response's Content-Security-Policy img-src. */
const imgSrcOf = (response: Response) =>
  /(?:^|;)\s*img-src ([^;]*)/
    .exec(response.headers.get("content-security-policy") ?? "")?.[1]
    ?.trim()
    .split(/\s+/) ?? [];

describe(`product images in an S3 bucket on ${testDatabaseKind}`, () => {
  test("an admin's upload lands in the bucket at 240, 480 and 800 px, none on this disk", async () => {
    const { fileUrl, fileName } = await uploadPhoto();
    expect(fileUrl).toMatch(/^\/media\/products\/[a-z0-9]+-800\.webp$/);
    const base = fileName!.replace(/-800\.webp$/, "");
    for (const width of [240, 480, 800]) {
      const object = await s3.object(`products/${base}-${width}.webp`);
      expect(object).toMatchObject({
        contentType: "image/webp",
        cacheControl: "public, max-age=31536000, immutable",
      });
      expect(await sharp(object.bytes).metadata()).toMatchObject({ format: "webp", width });
    }
    expect(fs.existsSync(path.join(dataDir, "media"))).toBe(false);
  });

  test("/media/products/… redirects to a presigned URL that serves the image, which the CSP allows", async () => {
    const { fileUrl, fileName } = await uploadPhoto();
    const host = await serveHost();
    try {
      const response = await fetch(`${host.origin}${fileUrl}`, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      const location = new URL(response.headers.get("location")!);
      expect(location.origin).toBe(s3.endpoint);
      expect(location.searchParams.get("X-Amz-Expires")).toBe("3600");
      expect(imgSrcOf(response)).toContain(s3.endpoint);

      const image = await fetch(location);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.equals((await s3.object(`products/${fileName}`)).bytes)).toBe(true);
      // The bucket is private: the signature is what opens it, and it is for this key only.
      expect((await fetch(location.href.replace("-800.webp", "-480.webp"))).status).toBe(403);
      expect((await fetch(`${location.origin}${location.pathname}`)).status).toBe(403);

      // The same presigned URL for every visit of the window, so browsers reuse the image.
      const again = await fetch(`${host.origin}${fileUrl}`, { redirect: "manual" });
      expect(again.headers.get("location")).toBe(location.href);
    } finally {
      await host.close();
    }
  });

  test("with MEDIA_PUBLIC_URL, images redirect under it and the CSP names its origin", async () => {
    const { fileName } = await uploadPhoto();
    const host = await serveHost({ MEDIA_PUBLIC_URL: "https://media.loris.example/shop/" });
    try {
      const response = await fetch(`${host.origin}/media/products/${fileName}`, {
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `https://media.loris.example/shop/products/${fileName}`,
      );
      expect(imgSrcOf(response)).toContain("https://media.loris.example");
      expect(imgSrcOf(response)).not.toContain(s3.endpoint);
    } finally {
      await host.close();
    }
  });

  test("the demo's own images are still served by the shop; other /media paths are pages", async () => {
    const demo = fs.readdirSync(path.join(buildDir, "client", "media", "products"))[0]!;
    const host = await serveHost();
    try {
      const image = await fetch(`${host.origin}/media/products/${demo}`, { redirect: "manual" });
      expect(image.status).toBe(200);
      expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const strange = await fetch(`${host.origin}/media/products/..%2Fsecret.txt`, {
        redirect: "manual",
      });
      expect(strange.status).toBe(404);
    } finally {
      await host.close();
    }
  });

  test("a new image for a product is a new object; the old one stays for caches that hold it", async () => {
    const first = await uploadPhoto();
    const second = await uploadPhoto();
    expect(second.fileName).not.toBe(first.fileName);
    const keys = await s3.keys();
    expect(keys).toContain(`products/${first.fileName}`);
    expect(keys).toContain(`products/${second.fileName}`);
  });

  test("Add Product takes an image in the bucket and refuses one that is not there", async () => {
    const { fileUrl } = await uploadPhoto();
    const { media } = testServices(database, env());
    expect(await hasStoredProductImage(media, fileUrl!)).toBe(true);
    expect(await hasStoredProductImage(media, "/media/products/neverstored123-800.webp")).toBe(
      false,
    );

    const add = async (imageUrl: string) => {
      const request = new Request("https://loris.example/admin/products/add", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Amber Dusk",
          sizes: "50ml",
          price: "3,900",
          description: "Amber, vanilla and smoked wood.",
          category: "Loris Perfumes",
          gender: "women",
          inStock: true,
          isBestSeller: false,
          photos: [{ url: imageUrl }],
        }),
      });
      const args = {
        request,
        url: new URL(request.url),
        params: {},
        pattern: "/admin/products/add",
      };
      const result = await addAction({ ...args, context: adminRouteContext(database, env()) });
      return "init" in result ? { status: result.init?.status, ...result.data } : result;
    };
    const added = await add(fileUrl!);
    expect(added).toMatchObject({ id: expect.any(String) });
    const product = await getProduct(database.db, (added as { id: string }).id);
    expect(product?.image).toBe(fileUrl);
    expect(await add("/media/products/neverstored123-800.webp")).toEqual({
      status: 400,
      error: photoTexts.notStored,
    });
  });
});
