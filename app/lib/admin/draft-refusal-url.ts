import type { FormRefusal } from "#contracts/form-refusal.ts";
import { agreedPriceFieldOf } from "#contracts/agreed-price.ts";
import { quantityFieldOf } from "#contracts/staff-order.ts";

/** A refused field's message in a draft's URL: `refused.phone=…` (decision 052). */
const refusedPrefix = "refused.";

/** The longest refusal text a draft's URL carries back to its page. */
const maxMessageLength = 300;

/**
 * Writes `refusal` into a staff draft's URL (New order, Change items; decisions 043, 046):
 * `error` its summary, `refused.<field>` each refused field's message.
 */
export function writeRefusal(back: URLSearchParams, refusal: FormRefusal): void {
  back.set("error", refusal.summary);
  for (const [name, message] of Object.entries(refusal.fields)) {
    back.set(`${refusedPrefix}${name}`, message);
  }
}

/**
 * The refusal a staff draft's URL carries (writeRefusal), as its loader returns it: `error`, and
 * the messages of `fields` and of each line's quantity and agreed price (quantityFieldOf,
 * agreedPriceFieldOf), by field name. Texts are cut to 300 characters.
 */
export function readRefusal(
  params: URLSearchParams,
  fields: readonly string[] = [],
): { error: string | null; refusedFields: Record<string, string> } {
  const refusedFields: Record<string, string> = {};
  const lines = params.getAll("line");
  const names = [...fields, ...lines.map(quantityFieldOf), ...lines.map(agreedPriceFieldOf)];
  for (const name of names) {
    const message = params.get(`${refusedPrefix}${name}`);
    if (message) refusedFields[name] = message.slice(0, maxMessageLength);
  }
  const error = params.get("error")?.slice(0, maxMessageLength) ?? null;
  return { error, refusedFields };
}
