import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as uploadAction } from "#app/routes/storage-upload.ts";
import { maxImageBytes, uploadTexts, type UploadResult } from "#contracts/product-upload.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { makeBrowser } from "./support/accounts";
import { routeContext } from "./support/route-context";
import { signedInBrowser } from "./support/signed-in";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";
import { testServices } from "./support/route-context";

let database: DatabaseHandle;
let dataDir: string;
let admin: ReturnType<typeof makeBrowser>;
const env = () => ({ AUTH_RATE_LIMIT: "100", DATA_DIR: dataDir });

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-upload-"));
  admin = await signedInBrowser(testServices(database, env()), "admin");
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const productsDir = () => path.join(dataDir, "media", "products");
const storedFiles = () => (fs.existsSync(productsDir()) ? fs.readdirSync(productsDir()) : []);

/** Posts `request` to POST /storage/upload; the status and the JSON answer. */
async function upload(request: Request): Promise<{ status: number; body: UploadResult }> {
  const result = await uploadAction({
    request,
    url: new URL(request.url),
    context: routeContext(database, env()),
    params: {},
    pattern: "/storage/upload",
  });
  return { status: result.init?.status ?? 200, body: result.data };
}

/** A multipart upload of `bytes` as `fileName` with the declared `type`, from `browser`. */
function uploadRequest(
  browser: ReturnType<typeof makeBrowser>,
  bytes: Uint8Array,
  fileName: string,
  type: string,
): Request {
  const form = new FormData();
  form.set("image", new File([new Uint8Array(bytes)], fileName, { type }));
  form.set("category", "products");
  return browser.request("/storage/upload", { method: "POST", body: form });
}

/** A 1200×900 photo-like image with EXIF data, in `format`. */
function photo(format: "jpeg" | "png" | "webp"): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 176, g: 141, b: 87 } },
  })
    .withExif({ IFD0: { Copyright: "Loris test", Artist: "A camera" } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of a few hundred bytes whose header declares 30000×30000 pixels. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = zlib.deflateSync(Buffer.alloc(30_001 * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe(`POST /storage/upload on ${testDatabaseKind} (SPEC §7 Upload)`, () => {
  test.each([
    ["jpeg", "bottle.jpg", "image/jpeg"],
    ["png", "bottle.png", "image/png"],
    ["webp", "bottle.webp", "image/webp"],
  ] as const)(
    "an admin's %s is stored as WebP at 240, 480 and 800 px",
    async (format, name, type) => {
      const { status, body } = await upload(uploadRequest(admin, await photo(format), name, type));
      expect(status).toBe(201);
      expect(body).toMatchObject({ success: true, message: uploadTexts.uploaded });
      expect(body.fileUrl).toMatch(/^\/media\/products\/[a-z0-9]+-800\.webp$/);
      expect(body.fileUrl).toBe(`/media/products/${body.fileName}`);
      const base = body.fileName!.replace(/-800\.webp$/, "");
      for (const width of [240, 480, 800]) {
        const stored = await sharp(path.join(productsDir(), `${base}-${width}.webp`)).metadata();
        expect(stored).toMatchObject({ format: "webp", width, height: (width * 3) / 4 });
        expect(stored.exif).toBeUndefined();
      }
    },
  );

  test("the name the server gives never comes from the uploaded file's name", async () => {
    const request = uploadRequest(admin, await photo("png"), "../../evil name.png", "image/png");
    const { body } = await upload(request);
    expect(body.fileName).not.toContain("evil");
  });

  test("a text file named .png is refused by its bytes", async () => {
    const before = storedFiles();
    const text = new TextEncoder().encode("just some words, not an image");
    const { status, body } = await upload(uploadRequest(admin, text, "perfume.png", "image/png"));
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: uploadTexts.invalidType });
    expect(storedFiles()).toEqual(before);
  });

  test("an image of another kind (GIF) is refused", async () => {
    const gif = await sharp({
      create: { width: 40, height: 40, channels: 3, background: "#b08d57" },
    })
      .gif()
      .toBuffer();
    const { body } = await upload(uploadRequest(admin, gif, "bottle.jpg", "image/jpeg"));
    expect(body).toEqual({ success: false, message: uploadTexts.invalidType });
  });

  test("a 6 MB image is refused with SPEC's size message", async () => {
    const noise = Buffer.alloc(1450 * 1450 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
    const big = await sharp(noise, { raw: { width: 1450, height: 1450, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6_000_000);
    const { status, body } = await upload(uploadRequest(admin, big, "big.png", "image/png"));
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: uploadTexts.tooLarge });
  });

  test("an endless body is refused while it arrives, not after buffering it", async () => {
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = admin.request("/storage/upload", {
      method: "POST",
      body: endless,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit);
    const { status, body } = await upload(request);
    expect(status).toBe(413);
    expect(body.message).toBe(uploadTexts.tooLarge);
    expect(sent).toBeLessThan(maxImageBytes + 2 * 1024 * 1024);
  });

  test("a body declared longer than 5 MB is refused before it is read", async () => {
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = admin.request("/storage/upload", {
      method: "POST",
      body,
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(20 * 1024 * 1024),
      },
      duplex: "half",
    } as RequestInit);
    const { status, body: answer } = await upload(request);
    expect(status).toBe(413);
    expect(answer.message).toBe(uploadTexts.tooLarge);
    // At most what the stream buffers on its own before anyone reads it.
    expect(sent).toBeLessThanOrEqual(chunk.byteLength);
  });

  test("a decompression bomb is refused before it is decoded", async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(10_000);
    const before = storedFiles();
    const { status, body } = await upload(uploadRequest(admin, bomb, "bomb.png", "image/png"));
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: uploadTexts.tooManyPixels });
    expect(storedFiles()).toEqual(before);
  });

  test("anonymous visitors get 401 and customers 403, and nothing is stored", async () => {
    const before = storedFiles();
    const image = await photo("jpeg");
    const anonymous = await upload(uploadRequest(makeBrowser(), image, "a.jpg", "image/jpeg"));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const customer = await signedInBrowser(testServices(database, env()));
    const refused = await upload(uploadRequest(customer, image, "a.jpg", "image/jpeg"));
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect(storedFiles()).toEqual(before);
  });
});
