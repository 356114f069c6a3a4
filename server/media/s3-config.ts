/**
 * An S3-compatible bucket holding the uploaded media, for a shop on several machines (see
 * docs/decisions/021-media-object-storage.md). Keys are the paths under /media/, e.g.
 * `products/{base}-800.webp`.
 */
export interface S3Config {
  bucket: string;
  /** Another S3-compatible service's address (MinIO, R2, s3rver); undefined = AWS S3. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither = the SDK's default credential chain (environment, profile, role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`{endpoint}/{bucket}/{key}`), as MinIO and s3rver need. */
  forcePathStyle: boolean;
  /**
   * The bucket's public or CDN address, without a trailing '/': images redirect to
   * `{publicUrl}/{key}`; undefined = to a presigned URL of the bucket.
   */
  publicUrl: string | undefined;
}

/** The media storage variables as server/config.ts parses them. */
export interface S3Env {
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  MEDIA_PUBLIC_URL?: string;
}

/**
 * The bucket of a parsed environment: undefined when S3_BUCKET is not set (uploads stay in
 * DATA_DIR/media).
 * @throws Error naming the variable when the bucket's settings are set without S3_BUCKET, or
 * only one of S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY is.
 */
export function s3ConfigOf(env: S3Env): S3Config | undefined {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!env.S3_BUCKET) {
    // A bucket half set up would leave each machine writing to its own disk without a word.
    const stray = (["S3_ENDPOINT", "MEDIA_PUBLIC_URL", "S3_ACCESS_KEY_ID"] as const).find(
      (name) => env[name] !== undefined,
    );
    if (stray) throw invalid(`S3_BUCKET: needed when ${stray} is set`);
    return undefined;
  }
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw invalid("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither");
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ""),
    region: env.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    publicUrl: env.MEDIA_PUBLIC_URL?.replace(/\/+$/, ""),
  };
}

const invalid = (problem: string) => new Error(`Invalid configuration:\n  ${problem}`);
