// zod/mini: forms that carry an id check it in the browser too.
import { z } from "zod/mini";

/**
 * The shape of every id the shop makes: product ids (short URL-safe text, DESIGN §5), order ids
 * ('LOR-' + digits, SPEC §9) and account ids (Better Auth's 32 letters and digits). Anything
 * else cannot name a row, so it never reaches a query (decision 016).
 */
const recordIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `value` has the shape of an id the shop could have made. */
export function isRecordId(value: unknown): value is string {
  return typeof value === "string" && recordIdPattern.test(value);
}

/** An id field: 1–64 letters, digits, '_' or '-'; `error` is the page's 'not found' text. */
export function recordId(error: string) {
  return z.string({ error }).check(z.regex(recordIdPattern, { error }));
}
