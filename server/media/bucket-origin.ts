import type { S3Config } from "./s3-config";

const hostLabel = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/**
 * Whether the AWS SDK puts `bucket` in the host name of `endpoint` (virtual-hosted style), as
 * its endpoint rules decide: a lower-case DNS name of 3 to 63 characters, with dots only over
 * plain http (a dotted name breaks https's certificate), and never on an IP address.
 */
function isHostedBucket(bucket: string, endpoint: URL): boolean {
  const labels = endpoint.protocol === "http:" ? bucket.split(".") : [bucket];
  const isIpAddress = /^(\d+\.){3}\d+$|^\[/.test(endpoint.hostname);
  return (
    bucket.length >= 3 &&
    bucket.length <= 63 &&
    !/^(\d+\.){3}\d+$/.test(bucket) &&
    labels.every((label) => hostLabel.test(label)) &&
    !isIpAddress
  );
}

/**
 * The origin browsers fetch the bucket's images from (decision 021), e.g.
 * "https://media.loris.example" or "https://loris-media.s3.eu-west-1.amazonaws.com": the
 * Content-Security-Policy's img-src must name it. MEDIA_PUBLIC_URL's origin when set, else the
 * origin of the presigned URLs the AWS SDK makes (bucket-origin.test.ts holds the two together).
 */
export function bucketOriginOf(s3: S3Config): string {
  if (s3.publicUrl) return new URL(s3.publicUrl).origin;
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  if (!s3.forcePathStyle && isHostedBucket(s3.bucket, endpoint)) {
    endpoint.hostname = `${s3.bucket}.${endpoint.hostname}`;
  }
  return endpoint.origin;
}
