import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { DiskMediaStore } from "./media-store";

/**
 * Media kept in `dir` (DATA_DIR/media), the embedded default (decision 021): key `products/a.webp`
 * is the file `{dir}/products/a.webp`, served by the host's static files. Keys are made by the
 * server, never taken from a request.
 */
export function createDiskMediaStore(dir: string): DiskMediaStore {
  const fileOf = (key: string) => path.join(dir, key);
  const sizeOf = async (key: string) => {
    const stat = await fs.stat(fileOf(key)).catch(() => undefined);
    return stat?.isFile() ? stat.size : undefined;
  };
  return {
    kind: "disk",
    dir,
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written whole, then renamed: a half-written file is never served.
      const part = `${file}.${randomBytes(4).toString("hex")}.part`;
      await fs.writeFile(part, bytes);
      await fs.rename(part, file);
    },
    sizeOf,
    has: async (key) => (await sizeOf(key)) !== undefined,
  };
}
