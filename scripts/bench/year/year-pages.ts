import { nairobiDay } from "#contracts/nairobi-time.ts";
import { filteredListingPath } from "../load-targets";
import { summarise } from "../fixed-rate";

/** Who opens a page: a guest, a signed-in customer or the admin, each with their session. */
export type Viewer = "guest" | "customer" | "staff";

/** A page the year bench opens, and as whom. */
export interface YearPage {
  name: string;
  path: string;
  viewer: Viewer;
}

/** What the pages name from the shop's data: the same rows at every size. */
export interface PageSubjects {
  productId: string;
  /** A customer account's phone as a Kenyan types it (07…) and its customer key. */
  customerPhone: string;
  customerKey: string;
  /** The newest order, still open. */
  recentOrderId: string;
}

/** Every admin page and the shopper's main pages, as staff and shoppers open them. */
export function yearPages(subjects: PageSubjects, now = new Date()): YearPage[] {
  const yesterday = nairobiDay(new Date(now.getTime() - 86_400_000));
  const today = nairobiDay(now);
  const yearAgo = nairobiDay(new Date(now.getTime() - 364 * 86_400_000));
  const staff = (name: string, path: string): YearPage => ({ name, path, viewer: "staff" });
  const guest = (name: string, path: string): YearPage => ({ name, path, viewer: "guest" });
  const phone = encodeURIComponent(subjects.customerPhone);
  return [
    staff("Dashboard", "/admin"),
    staff("Orders, ongoing", "/admin/orders"),
    staff("Orders, delivered", "/admin/orders?tab=delivered"),
    staff("Orders, delivered page 200", "/admin/orders?tab=delivered&page=200"),
    staff("Orders, search by phone", `/admin/orders?tab=delivered&search=${phone}`),
    staff("Orders, New order", "/admin/orders/new"),
    staff("Orders, Change items", `/admin/orders/items?orderId=${subjects.recentOrderId}`),
    staff("Customers", "/admin/customers"),
    staff("Customers, search by phone", `/admin/customers?search=${phone}`),
    staff("Customers, search by name", "/admin/customers?search=wanjiru"),
    staff("Customers, High Value by value", "/admin/customers?filter=high-value&sort=value"),
    staff(
      "Customers, a customer's details",
      `/admin/customers?customer=${encodeURIComponent(subjects.customerKey)}`,
    ),
    staff("Payments, today", "/admin/payments"),
    staff("Payments, yesterday", `/admin/payments?day=${yesterday}`),
    staff("Products", "/admin/products/all"),
    staff("Products, Add product", "/admin/products/add"),
    staff("Settings", "/admin/settings"),
    staff("Reports, this month", "/admin/reports?period=this_month"),
    staff("Reports, a year", `/admin/reports?period=range&from=${yearAgo}&to=${today}`),
    guest("Home", "/"),
    guest("All products", "/all-products"),
    guest("Listing, filtered", filteredListingPath),
    guest("Product", `/product/${subjects.productId}`),
    guest("Search 'oud'", "/all-products?search=oud"),
    { name: "Home, signed in", path: "/", viewer: "customer" },
    { name: "My Orders", path: "/orders", viewer: "customer" },
  ];
}

/** A page's latency in ms over `runs` requests one after another, after three to warm up. */
export interface PageTiming {
  name: string;
  p50: number;
  p99: number;
}

/** The session cookies of the viewers who need one. */
export type ViewerCookies = Record<Exclude<Viewer, "guest">, string>;

/**
 * Opens `origin` + `page.path` once as its viewer (their cookie from `cookies`), reading the
 * body whole; resolves to the milliseconds it took.
 * @throws Error when the answer is not 200: a page that fails is not a fast page.
 */
export async function openPage(
  origin: string,
  page: YearPage,
  cookies: ViewerCookies,
): Promise<number> {
  const headers: Record<string, string> =
    page.viewer === "guest" ? {} : { cookie: cookies[page.viewer] };
  const start = performance.now();
  const response = await fetch(`${origin}${page.path}`, { headers, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  return performance.now() - start;
}

/** A served shop to open pages of: where, who, and its pages (yearPages of its own rows). */
export interface ShopPages {
  origin: string;
  cookies: ViewerCookies;
  pages: YearPage[];
}

/**
 * Times each page of `shops` (the same pages, in the same order, of each shop): three requests
 * each to warm up, then `runs` rounds of one request to each shop in turn, so both meet the same
 * moments of a busy machine. One list of timings per shop.
 */
export async function timePages(shops: ShopPages[], runs: number): Promise<PageTiming[][]> {
  const timings: PageTiming[][] = shops.map(() => []);
  for (let index = 0; index < shops[0]!.pages.length; index++) {
    const latencies: number[][] = shops.map(() => []);
    for (let round = 0; round < runs + 3; round++) {
      for (const [shopIndex, shop] of shops.entries()) {
        const ms = await openPage(shop.origin, shop.pages[index]!, shop.cookies);
        if (round >= 3) latencies[shopIndex]!.push(ms);
      }
    }
    for (const [shopIndex, shop] of shops.entries()) {
      const { p50, p99 } = summarise(latencies[shopIndex]!);
      timings[shopIndex]!.push({ name: shop.pages[index]!.name, p50, p99 });
    }
  }
  return timings;
}
