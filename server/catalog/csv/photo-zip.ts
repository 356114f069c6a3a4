import { fromBufferPromise } from "yauzl";
import { catalogueImportTexts, photoZipLimits } from "#contracts/catalogue-csv.ts";
import { maxImageBytes } from "#contracts/product-upload.ts";
import { Refusal } from "#server/http/refusal.ts";

/** An entry's bytes, counted while they are inflated: undefined past maxImageBytes (not kept). */
async function entryBytes(
  open: () => Promise<NodeJS.ReadableStream>,
  total: { bytes: number },
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let read = 0;
  const stream = await open();
  for await (const chunk of stream) {
    const part = Buffer.from(chunk as Uint8Array);
    read += part.byteLength;
    total.bytes += part.byteLength;
    if (total.bytes > photoZipLimits.maxTotalBytes) {
      throw new Refusal(catalogueImportTexts.zipTooLargeInflated, 400);
    }
    if (read > maxImageBytes) return undefined;
    chunks.push(part);
  }
  return Buffer.concat(chunks);
}

const refused = (reason: string) => new Refusal(catalogueImportTexts.zipRefused(reason), 400);

/** A step of reading the ZIP; yauzl's errors (a bad name, a size that lies) as the refusal. */
async function zipStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw refused(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Reads the photos a catalogue import names from its ZIP (docs/decisions/063-catalogue-csv.md),
 * one entry at a time (yauzl, lazily from `zip`), handing each to `take` before the next is
 * inflated: only entries named in `wanted` are read; directories and other entries are skipped.
 * `take` gets undefined for an entry over maxImageBytes (5 MB, SPEC §9) uncompressed, which is
 * not read further. Limits: `photoZipLimits.maxEntries` entries, `maxTotalBytes` inflated,
 * counted as they are inflated (yauzl also checks each entry's declared size).
 * @throws Refusal 400 naming the entry for a name with `..`, an absolute path or a backslash,
 * for too many entries or bytes, or for bytes that are not a ZIP.
 */
export async function readZipPhotos(
  zip: Uint8Array,
  wanted: ReadonlySet<string>,
  take: (name: string, bytes: Buffer | undefined) => Promise<void>,
): Promise<void> {
  const total = { bytes: 0 };
  const file = await zipStep(() =>
    fromBufferPromise(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), {
      strictFileNames: true,
    }),
  );
  try {
    if (file.entryCount > photoZipLimits.maxEntries) {
      throw refused(`it has ${file.entryCount} files, at most ${photoZipLimits.maxEntries}`);
    }
    const entries = file.eachEntry();
    for (;;) {
      const entry = await zipStep(() => entries.next());
      if (entry.done) break;
      const { fileName, uncompressedSize } = entry.value;
      if (fileName.endsWith("/") || !wanted.has(fileName)) continue;
      const bytes =
        uncompressedSize > maxImageBytes
          ? undefined
          : await zipStep(() => entryBytes(() => file.openReadStreamPromise(entry.value), total));
      await take(fileName, bytes);
    }
  } finally {
    file.close();
  }
}
