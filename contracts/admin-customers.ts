import type { OrderView } from "./order";

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
