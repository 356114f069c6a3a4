/**
 * Where uploaded media is kept (docs/decisions/021-media-object-storage.md). A key is
 * the object's path under /media/, e.g. `products/{base}-800.webp`: the same key names the file
 * under DATA_DIR/media and the object in the bucket, so moving between them copies objects and
 * changes no product row.
 */
interface MediaObjects {
  /**
   * Stores `bytes` under `key`, replacing what was there; it is readable only once whole.
   * @throws Error from the disk or the bucket when it cannot be written.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored object's size in bytes; undefined when there is none under `key`. */
  sizeOf(key: string): Promise<number | undefined>;
  /** Whether an object is stored under `key`. */
  has(key: string): Promise<boolean>;
}

/** Media on this machine's disk, served by this server from `dir` (DATA_DIR/media). */
export interface DiskMediaStore extends MediaObjects {
  kind: "disk";
  dir: string;
}

/** Media in an S3-compatible bucket; browsers are redirected to it (server/media/bucket-redirect.ts). */
export interface S3MediaStore extends MediaObjects {
  kind: "s3";
  /**
   * Where a browser may fetch `key`: under MEDIA_PUBLIC_URL, or a presigned GET URL that stays
   * valid for at least 30 minutes from now.
   */
  urlOf(key: string): Promise<string>;
}

export type MediaStore = DiskMediaStore | S3MediaStore;

/** Stored media never changes under its key (a new upload gets a new name): cached a year. */
export const immutableCacheControl = "public, max-age=31536000, immutable";
