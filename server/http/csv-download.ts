import { ReadableStream as NodeReadableStream } from "node:stream/web";
import Papa, { type UnparseConfig } from "papaparse";
import { formulaCell } from "../orders/spreadsheet-cell";
import { collectGarbageSoon } from "./return-memory";

/**
 * Bytes sent per chunk of a download, at least. React Router flushes the response's compression
 * after every chunk it writes: one record a chunk compressed a 27 MB export to 22 MB in 44 s.
 */
const chunkBytes = 64 * 1024;

/** RFC 4180 rows ending in CRLF, every text cell a spreadsheet would run as a formula prefixed with '. */
const csvOptions: UnparseConfig = { newline: "\r\n", escapeFormulae: formulaCell };

/** Records as CSV rows, each ending in CRLF (papaparse leaves the last one open). */
const csvRows = (records: unknown[][]) => `${Papa.unparse(records, csvOptions)}\r\n`;

/** `source`'s bytes in chunks of at least `bytes` (the last one shorter), read as they are taken. */
async function* inChunksOf(source: AsyncIterable<Buffer>, bytes: number) {
  let parts: Buffer[] = [];
  let size = 0;
  for await (const part of source) {
    parts.push(part);
    size += part.byteLength;
    if (size < bytes) continue;
    yield parts.length === 1 ? part : Buffer.concat(parts, size);
    parts = [];
    size = 0;
  }
  if (size > 0) yield Buffer.concat(parts, size);
}

/**
 * The CSV's bytes: a byte order mark and the header, then each batch of records as it comes.
 * Sent or cancelled, its memory is given back at once.
 */
async function* csvBytes(columns: readonly string[], batches: AsyncIterable<unknown[][]>) {
  try {
    yield Buffer.from(`\uFEFF${csvRows([[...columns]])}`);
    for await (const records of batches) yield Buffer.from(csvRows(records));
  } finally {
    collectGarbageSoon();
  }
}

/**
 * `batches` of records as a CSV byte stream under a header of `columns`, written as the client
 * takes it: RFC 4180 with CRLF rows, a UTF-8 byte order mark (spreadsheets then read UTF-8), and
 * every text cell a spreadsheet would run as a formula prefixed with ' (formulaCell; a
 * phone number stays dialable). A batch is turned into text at once, so a record costs no
 * stream step of its own; chunks of at least 64 KB are sent. A failed read ends the download
 * with an error; a cancelled download stops the reading. Used by the orders' and the payments'
 * exports (SPEC §9, decision 056).
 */
export function csvStream(
  columns: readonly string[],
  batches: AsyncIterable<unknown[][]>,
): ReadableStream<Uint8Array> {
  // Pulled a chunk at a time: nothing waits in a queue long enough to be kept in the old heap.
  // Node's web stream is the global one; only the DOM typings' ReadableStream differs.
  const bytes = NodeReadableStream.from(inChunksOf(csvBytes(columns, batches), chunkBytes));
  return bytes as ReadableStream<Uint8Array>;
}

/** A CSV download of `body` named `fileName`, never cached (it holds customers' data). */
export function csvDownload(body: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
