import fs from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import type { MediaStore } from "./media-store";

/** One file handled: its key, whether it was copied or already there, and how far the run is. */
export interface MigrationProgress {
  key: string;
  outcome: "copied" | "skipped";
  done: number;
  total: number;
}

/** What a run did: files copied, files skipped (already in the store at the same size). */
export interface MigrationSummary {
  copied: number;
  skipped: number;
  total: number;
}

const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};

/** Files sent to the bucket at once: enough to hide each request's round trip. */
const concurrentCopies = 4;

/**
 * Copies every file under `{mediaDir}/products` (DATA_DIR/media/products) into `to` under the
 * same key (`products/{name}`), for a shop moving its media to a bucket (decision 021,
 * `npm run media:migrate`). A file whose object already exists with the same size is skipped,
 * so a second run copies only what is new; half-written `.part` files are left out. A missing
 * folder copies nothing. `onProgress` hears of each file as it is done.
 * @throws the store's error when a copy fails (what was copied stays; a new run resumes).
 */
export async function migrateProductMedia({
  mediaDir,
  to,
  onProgress,
}: {
  mediaDir: string;
  to: MediaStore;
  onProgress?: (progress: MigrationProgress) => void;
}): Promise<MigrationSummary> {
  const files = await productFiles(mediaDir);
  const summary: MigrationSummary = { copied: 0, skipped: 0, total: files.length };
  const limit = pLimit(concurrentCopies);
  await Promise.all(
    files.map(({ key, file, size }) =>
      limit(async () => {
        const isThere = (await to.sizeOf(key)) === size;
        if (!isThere) {
          const type = contentTypes[path.extname(key).toLowerCase()] ?? "application/octet-stream";
          await to.put(key, await fs.readFile(file), type);
        }
        const outcome = isThere ? "skipped" : "copied";
        summary[outcome] += 1;
        const done = summary.copied + summary.skipped;
        onProgress?.({ key, outcome, done, total: files.length });
      }),
    ),
  );
  return summary;
}

/** The files under `{mediaDir}/products` with their keys and sizes, in name order. */
async function productFiles(mediaDir: string) {
  const dir = path.join(mediaDir, "products");
  const entries = await fs
    .readdir(dir, { recursive: true, withFileTypes: true })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
  const files = entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".part"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      key: path.relative(mediaDir, file).split(path.sep).join("/"),
      file,
      size: (await fs.stat(file)).size,
    })),
  );
}
