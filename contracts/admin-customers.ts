// zod/mini: the customers page's links are written in the browser too (decision 048).
import { z } from "zod/mini";
import { isRecordId } from "./record-id";
import { hasUnstorableCharacter } from "./text-characters";
import type { OrderView } from "./order";
import { blankAsMissing, choiceOr, pageNumber, searchText } from "./url-query";

/** SPEC §2 Customers filter: All, New (joined in the last 30 days), High Value. */
export const customerFilters = ["all", "new", "high-value"] as const;
export type CustomerFilter = (typeof customerFilters)[number];

/** The sortable columns: Customer (name), Joined, Lifetime Value. */
export const customerSorts = ["customer", "joined", "value"] as const;
export type CustomerSort = (typeof customerSorts)[number];
export type SortDirection = "asc" | "desc";

/** SPEC §9: a customer is new for 30 days after joining. */
export const newCustomerDays = 30;
/** SPEC §9: High Value = lifetime value above this, whole KSh. */
export const highValueAboveKsh = 5000;
/** Customers per page. */
export const customerPageSize = 20;

/** SPEC §8: the customers page's load error, shown with 'Try Again'. */
export const customerLoadFailed = "Failed to load customer data. Please try again.";

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

/**
 * A row of the customers list: an account, or the orders of one phone without one
 * (decision 041). Money in whole KSh; dates ISO 8601.
 */
export interface CustomerRow {
  /** Names the customer in `?customer=` (isCustomerKey). */
  key: string;
  /** False for a guest: someone who ordered (website, WhatsApp) without an account. */
  hasAccount: boolean;
  /** The account's name, else the name on their newest order that has one. */
  name: string | null;
  email: string | null;
  /** E.164 as stored ('+254712345678'). */
  phone: string | null;
  /** The account's creation, or a guest's first order. */
  joinedAt: string;
  lastOrderAt: string | null;
  orderCount: number;
  /** Sum of the totals of their orders that count as sales (decision 037). */
  lifetimeValue: number;
}

/** A customer's name on screen: 'Guest' when their orders gave none (as the orders list says). */
export function customerDisplayName(customer: Pick<CustomerRow, "name">): string {
  return customer.name ?? "Guest";
}

/** The Customers stat cards: over every customer, whatever the filter. */
export interface CustomerStats {
  total: number;
  /** Joined in the last 30 days, the same customers as the New filter. */
  newThisMonth: number;
  /** Lifetime value summed over every customer, divided by their number (whole KSh). */
  averageLifetimeValue: number;
}

/** One of a customer's orders in their details dialog ('Awaiting chat' needs the method). */
export interface CustomerOrderSummary {
  id: string;
  createdAt: string;
  itemCount: number;
  total: number;
  status: string;
  orderMethod: OrderView["orderMethod"];
}

/** The details dialog: the customer's contact details and their orders, newest first. */
export interface CustomerDetails extends CustomerRow {
  orders: CustomerOrderSummary[];
}
