// zod/mini: the customers page's links are written in the browser too (decision 048). Apart from
// contracts/admin-customers.ts, so a page that only shows customers loads no schema.
import { z } from "zod/mini";
import { customerFilters, customerSorts } from "./admin-customers";
import { isRecordId } from "./record-id";
import { hasUnstorableCharacter } from "./text-characters";
import { blankAsMissing, choiceOr, pageNumber, searchText } from "./url-query";

const customerKeyPattern = /^(account|user|order|phone|email):(.+)$/s;

/**
 * Whether `value` has the shape of a customer key (decision 041): 'account:{user id}',
 * 'phone:{E.164 phone}', 'user:{user id}', 'email:{lower-case e-mail}' or 'order:{order id}'.
 * Ids follow the record id rule, phones and e-mails their field limits (decision 038).
 */
export function isCustomerKey(value: unknown): value is string {
  const match = typeof value === "string" ? customerKeyPattern.exec(value) : null;
  if (!match) return false;
  const [, kind, rest = ""] = match;
  if (kind === "phone" || kind === "email") {
    return rest.length <= (kind === "phone" ? 40 : 254) && !hasUnstorableCharacter(rest);
  }
  return isRecordId(rest);
}

/**
 * The /admin/customers query string: search (name, e-mail or phone), filter, sort, dir, page,
 * and customer (the key of the customer whose details dialog is open). Lenient: a malformed
 * value falls back to its default, so any shared URL renders. Newest customers first by default.
 */
export const CustomerListQuerySchema = z.object({
  search: searchText(),
  filter: choiceOr(customerFilters, "all"),
  sort: choiceOr(customerSorts, "joined"),
  dir: choiceOr(["asc", "desc"], "desc"),
  page: pageNumber(100_000),
  // A key no customer could have opens no dialog (decision 016).
  customer: blankAsMissing(
    z.catch(z.optional(z.string().check(z.refine(isCustomerKey))), undefined),
  ),
});

export type CustomerListQuery = z.output<typeof CustomerListQuerySchema>;

/** Parses URL search params into a CustomerListQuery (never throws). */
export function parseCustomerListQuery(params: URLSearchParams): CustomerListQuery {
  return CustomerListQuerySchema.parse(Object.fromEntries(params));
}
