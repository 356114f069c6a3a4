// zod/mini: the orders page's tabs and filters are read in the browser too (decision 048).
import { z } from "zod/mini";
import { orderStatuses, type OrderStatus } from "./order-status";
import { paymentStatuses } from "./payment";
import { choiceOr, optionalChoice, pageNumber, searchText } from "./url-query";

/** SPEC §2/§4: Delivered holds status delivered; every other status, cancelled too, is ongoing. */
export const orderTabs = ["ongoing", "delivered"] as const;
export type OrderTab = (typeof orderTabs)[number];

/** SPEC §2: Newest First / Oldest First, by the time the order was placed. */
export const orderSorts = ["newest", "oldest"] as const;
export type OrderSort = (typeof orderSorts)[number];

/** Orders per page of the admin list. */
export const adminOrdersPageSize = 20;

/**
 * Parses URL search params into the /admin/orders (and /admin/orders/export) query string: tab,
 * search, status, payment status, sort, page (never throws). Lenient: a malformed value falls
 * back to its default, so any shared or old link still opens. The schema is built here rather
 * than at module level, so that pages writing these links do not load zod (decision 053).
 */
export function parseAdminOrderQuery(params: URLSearchParams) {
  return z
    .object({
      tab: choiceOr(orderTabs, "ongoing"),
      search: searchText(),
      status: optionalChoice(orderStatuses),
      payment: optionalChoice(paymentStatuses),
      sort: choiceOr(orderSorts, "newest"),
      page: pageNumber(1_000_000),
    })
    .parse(Object.fromEntries(params));
}

/** A view of Order Management: tab, search, filters, sort and page. */
export type AdminOrderQuery = ReturnType<typeof parseAdminOrderQuery>;

/**
 * The query string of a view ('' for the default view), leaving defaults out so links stay
 * short; `page` 1 is left out too.
 */
export function adminOrderSearch(query: Partial<AdminOrderQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "ongoing") params.set("tab", query.tab);
  if (query.search) params.set("search", query.search);
  if (query.status) params.set("status", query.status);
  if (query.payment) params.set("payment", query.payment);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Where order `orderId` shows in Order Management: its tab (Delivered for a delivered order,
 * else Ongoing) searched for its id — '/admin/orders?tab=delivered&search=LOR-…'.
 */
export function adminOrderHref(orderId: string, status: OrderStatus | null): string {
  const tab = status === "delivered" ? "delivered" : "ongoing";
  return `/admin/orders${adminOrderSearch({ tab, search: orderId })}`;
}
