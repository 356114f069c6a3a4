import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { neutraliseFormula } from "../orders/spreadsheet-cell";

/**
 * `records` as a CSV byte stream under a header of `columns`, written as the client takes it:
 * RFC 4180 with CRLF rows, a UTF-8 byte order mark (spreadsheets then read UTF-8), and every
 * text cell a spreadsheet would run as a formula prefixed with ' (neutraliseFormula; a phone
 * number stays dialable). A failed read ends the download with an error; a cancelled download
 * stops the reading. Used by the orders' and the payments' exports (SPEC §9, decision 020).
 */
export function csvStream(
  columns: readonly string[],
  records: AsyncIterable<unknown[]>,
): ReadableStream<Uint8Array> {
  const csv = stringify({
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: "windows",
    // Setting the delimiter turns this off: a lone \n or \r inside a field must still be quoted.
    quote_record_delimiter: true,
    // Our own rule, not escape_formulas: that one also prefixes a phone number's '+'.
    cast: { string: neutraliseFormula },
  });
  pipeline(Readable.from(records), csv, () => undefined);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
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
