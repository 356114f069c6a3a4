import { expect, test } from "vitest";
import { bucketOriginOf } from "./bucket-origin";
import { createS3MediaStore } from "./s3-media-store";
import type { S3Config } from "./s3-config";

const bucket = (overrides: Partial<S3Config>): S3Config => ({
  bucket: "loris-media",
  endpoint: undefined,
  region: "eu-west-1",
  credentials: { accessKeyId: "key", secretAccessKey: "secret" },
  forcePathStyle: false,
  publicUrl: undefined,
  ...overrides,
});

test("with MEDIA_PUBLIC_URL, images come from its origin", () => {
  const s3 = bucket({ publicUrl: "https://cdn.loris.example/media" });
  expect(bucketOriginOf(s3)).toBe("https://cdn.loris.example");
});

// The CSP's img-src must name the host presigned URLs point at, as the SDK builds them.
test.each([
  [{}, "https://loris-media.s3.eu-west-1.amazonaws.com"],
  [{ region: "us-east-1" }, "https://loris-media.s3.us-east-1.amazonaws.com"],
  [{ bucket: "loris.media" }, "https://s3.eu-west-1.amazonaws.com"],
  [{ bucket: "Loris_Media" }, "https://s3.eu-west-1.amazonaws.com"],
  [{ forcePathStyle: true }, "https://s3.eu-west-1.amazonaws.com"],
  [
    { endpoint: "https://account.r2.cloudflarestorage.com", region: "auto" },
    "https://loris-media.account.r2.cloudflarestorage.com",
  ],
  [{ endpoint: "http://127.0.0.1:9000" }, "http://127.0.0.1:9000"],
  [{ endpoint: "http://minio.local:9000" }, "http://loris-media.minio.local:9000"],
  [
    { endpoint: "http://minio.local:9000", bucket: "loris.media" },
    "http://loris.media.minio.local:9000",
  ],
  [{ endpoint: "https://minio.local:9000", forcePathStyle: true }, "https://minio.local:9000"],
] as const)("presigned URLs of %o come from %s", async (overrides, origin) => {
  const s3 = bucket(overrides);
  const presigned = await createS3MediaStore(s3).urlOf("products/abcdefgh12-800.webp");
  expect(new URL(presigned).origin).toBe(origin);
  expect(bucketOriginOf(s3)).toBe(origin);
});
