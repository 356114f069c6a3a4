import path from "node:path";
import type { Config } from "../config";
import { createDiskMediaStore } from "./disk-media-store";
import type { MediaStore } from "./media-store";
import { createS3MediaStore } from "./s3-media-store";

/**
 * The shop's media store (decision 021): the bucket when S3_BUCKET is set, else the folder
 * DATA_DIR/media. Opens no connection: the bucket is first reached by the first upload or image.
 */
export function openMediaStore(config: Pick<Config, "dataDir" | "s3">): MediaStore {
  return config.s3
    ? createS3MediaStore(config.s3)
    : createDiskMediaStore(path.join(config.dataDir, "media"));
}
