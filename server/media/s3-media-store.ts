import { immutableCacheControl, type S3MediaStore } from "./media-store";
import type { S3Config } from "./s3-config";

/**
 * Presigned URLs are signed as of the start of a 30-minute window and expire an hour after it:
 * every redirect within a window names the same URL (browsers and CDNs reuse the cached image),
 * and each stays valid for 30 minutes at least.
 */
const signingWindowMs = 30 * 60_000;
const presignedLifetimeSeconds = (2 * signingWindowMs) / 1000;

/**
 * The AWS SDK and a client of the bucket, loaded at first use: a shop without a bucket never
 * loads the SDK (about 25 MB of memory and half a second of start-up on our machines).
 */
async function connect(s3: S3Config) {
  const sdk = await import("@aws-sdk/client-s3");
  const client = new sdk.S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // Other S3-compatible services (older MinIO, some R2 set-ups) refuse the SDK's default CRC32
    // checksums; AWS itself keeps them.
    ...(s3.endpoint
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
  });
  return { sdk, client };
}

/**
 * Media in the S3-compatible bucket of `s3` (decision 021), through the AWS SDK v3. Objects are
 * written with `Cache-Control: public, max-age=31536000, immutable` and the given Content-Type.
 * Errors of the bucket (refused credentials, no such bucket, unreachable) are thrown as the
 * SDK's; a missing object is not an error. Nothing is reached until the first call.
 */
export function createS3MediaStore(s3: S3Config): S3MediaStore {
  let connection: ReturnType<typeof connect> | undefined;
  const connected = () => (connection ??= connect(s3));
  const sizeOf = async (key: string) => {
    const { sdk, client } = await connected();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      return head.ContentLength;
    } catch (error) {
      if (error instanceof sdk.NotFound) return undefined;
      throw error;
    }
  };
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const { sdk, client } = await connected();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: immutableCacheControl,
        }),
      );
    },
    sizeOf,
    has: async (key) => (await sizeOf(key)) !== undefined,
    async urlOf(key) {
      if (s3.publicUrl) return `${s3.publicUrl}/${key}`;
      const [{ sdk, client }, { getSignedUrl }] = await Promise.all([
        connected(),
        import("@aws-sdk/s3-request-presigner"),
      ]);
      const signingDate = new Date(Math.floor(Date.now() / signingWindowMs) * signingWindowMs);
      return getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: key }), {
        expiresIn: presignedLifetimeSeconds,
        signingDate,
      });
    },
  };
}
