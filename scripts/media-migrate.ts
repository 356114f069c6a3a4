// `npm run media:migrate`: copies the uploaded product images in DATA_DIR/media/products to the
// S3 bucket of S3_BUCKET (docs/decisions/021-media-object-storage.md). Safe to repeat.
import path from "node:path";
import { parseConfig } from "#server/config.ts";
import { migrateProductMedia } from "#server/media/media-migration.ts";
import { createS3MediaStore } from "#server/media/s3-media-store.ts";

const config = parseConfig(process.env);
if (!config.s3) {
  console.error(
    "S3_BUCKET is not set: there is no bucket to copy to. Set S3_BUCKET (and S3_ENDPOINT, " +
      "S3_REGION and the credentials, as for the shop) and run npm run media:migrate again.",
  );
  process.exit(1);
}
const mediaDir = path.join(config.dataDir, "media");
console.log(`Copying ${path.join(mediaDir, "products")} to the bucket ${config.s3.bucket}`);
try {
  const { copied, skipped, total } = await migrateProductMedia({
    mediaDir,
    to: createS3MediaStore(config.s3),
    onProgress: ({ key, outcome, done, total }) =>
      console.log(`[${done}/${total}] ${outcome} ${key}`),
  });
  console.log(`Done: ${copied} copied, ${skipped} already in the bucket, ${total} files in all.`);
} catch (error) {
  console.error(`Copying stopped: ${error instanceof Error ? error.message : String(error)}`);
  console.error("What was copied stays; run npm run media:migrate again to copy the rest.");
  process.exit(1);
}
