import type { FuzzEndpoint } from "./malformed-requests";

/** What the believable requests refer to: rows the test put in its database. */
export interface FuzzShop {
  productId: string;
  /** A size of that product: the line a cart form changes. */
  sizeId: string;
  orderId: string;
  customerEmail: string;
}

/**
 * The idempotency key of the believable checkout: the test places an order under it first, so
 * the checkout answers that order again and the shopper's cart keeps its line.
 */
export const fuzzCheckoutKey = "fuzz-idempotency-key-0001";

/** Actions of pages, whose answers can also be asked for alone ('/login.data'). */
const pagesWithActions = new Set([
  "/checkout",
  "/login",
  "/register",
  "/reset",
  "/profile",
  "/confirm-email",
  "/orders",
  "/admin/products/add",
  "/admin/products/update",
  "/admin/products/{id}/edit",
  "/admin/brands",
  "/admin/categories",
]);

const listView = { search: "amber", page: "2" };

/**
 * Every route of app/routes.ts that has an action or reads its query string, and Better Auth's
 * endpoints under /api/auth, each with a believable request (decision 016).
 */
export function shopEndpoints({
  productId,
  sizeId,
  orderId,
  customerEmail,
}: FuzzShop): FuzzEndpoint[] {
  // The checkout page's form: the lines come from the visitor's server cart (decision 019).
  const checkoutForm = {
    idempotencyKey: fuzzCheckoutKey,
    orderMethod: "website",
    fullName: "Wanjiru Kamau",
    email: "wanjiru@example.co.ke",
    phone: "0712345678",
    notes: "Call before delivery",
    deliveryArea: "nairobi",
    address: "Ngong Road 12",
    city: "Nairobi",
  };
  const page = (path: string, fields: Record<string, unknown>, as: FuzzEndpoint["as"] = "guest") =>
    ({ method: "GET", path, takes: "query", fields, as, isPage: true }) satisfies FuzzEndpoint;
  const post = (
    path: string,
    takes: FuzzEndpoint["takes"],
    fields: Record<string, unknown>,
    as: FuzzEndpoint["as"] = "guest",
  ) =>
    ({
      method: "POST",
      path,
      takes,
      fields,
      as,
      isPage: pagesWithActions.has(path),
    }) satisfies FuzzEndpoint;
  return [
    page("/", { search: "amber", best: "12", women: "18", men: "6", results: "12" }),
    page("/all-products", {
      ...listView,
      category: "Niche Perfumes",
      min_price: "100",
      max_price: "5000",
      sort: "price-low-to-high",
    }),
    page("/product/{id}", { id: productId, category: "Niche Perfumes" }),
    page("/product/", { pid: productId, category: "Niche Perfumes" }),
    page("/order-success", { orderId, token: "abc" }),
    page("/login", { redirect: "/orders" }),
    page("/register", { redirect: "/orders" }),
    page("/reset", { token: "reset-token" }),
    page("/confirm-email", { token: "confirm-token" }),
    {
      method: "GET",
      path: "/search/suggestions",
      takes: "query",
      fields: { q: "amber" },
      as: "guest",
    },
    page(
      "/admin/orders",
      { tab: "delivered", search: "wanjiru", status: "pending", sort: "oldest", page: "1" },
      "admin",
    ),
    {
      method: "GET",
      path: "/admin/orders/export",
      takes: "query",
      fields: { tab: "ongoing", search: "LOR", status: "shipped", sort: "newest" },
      as: "admin",
    },
    page("/admin/products/all", { ...listView, category: "Niche Perfumes", view: "list" }, "admin"),
    page("/admin/products/update", { ...listView, category: "Niche Perfumes" }, "admin"),
    page(
      "/admin/customers",
      { ...listView, filter: "new", sort: "value", dir: "asc", customer: "abc" },
      "admin",
    ),
    post("/login", "form", {
      email: customerEmail,
      password: "wrong-password",
      redirect: "/orders",
    }),
    post("/register", "form", {
      firstName: "Achieng",
      lastName: "Otieno",
      email: "achieng@example.com",
      phone: "0712345678",
      password: "mango",
      redirect: "/",
    }),
    post("/reset", "form", {
      email: customerEmail,
      token: "reset-token",
      password: "mango-tree-8",
      confirm: "mango-tree-8",
    }),
    post(
      "/profile",
      "form",
      {
        intent: "profile",
        firstName: "Achieng",
        lastName: "Otieno",
        email: customerEmail,
        phone: "0712345678",
        currentPassword: "wrong-password",
        password: "mango",
        confirm: "mango",
      },
      "customer",
    ),
    post("/confirm-email", "form", { token: "Vf3yE4m0q9x2Zc8Lr1Tn6Ab5Wd7Kh0Jp3Gs9Fy2Qu4Mi" }),
    post("/orders", "form", { orderId }, "customer"),
    post("/logout", "form", { redirect: "/" }),
    post("/cart", "form", { intent: "add", productId, quantity: "2", returnTo: "/" }),
    post("/cart", "form", { intent: "set", sizeId, quantity: "1" }, "customer"),
    post("/checkout", "form", checkoutForm, "shopper"),
    post("/admin/orders/status", "form", { orderId, status: "confirmed" }, "admin"),
    post(
      "/admin/products/add",
      "json",
      {
        name: "Amber Veil",
        sizes: "30ml 50ml",
        price: "4500",
        description: "Warm amber.",
        category: "Niche Perfumes",
        gender: "unisex",
        inStock: true,
        isBestSeller: false,
        photos: [{ url: "/media/products/abcdefgh-800.webp", alt: "" }],
      },
      "admin",
    ),
    post(
      "/admin/products/update",
      "form",
      { intent: "edit", productId, price: "4500", stockLevel: "", inStock: "true" },
      "admin",
    ),
    post(
      "/admin/products/{id}/edit",
      "form",
      {
        id: productId,
        name: "Amber Veil",
        description: "Warm amber.",
        category: "Niche Perfumes",
        gender: "unisex",
        isBestSeller: "true",
        concentration: "edp",
        families: "gourmand",
        topNotes: "Bergamot, Pink pepper",
        heartNotes: "Rose",
        baseNotes: "Amber, Vanilla",
      },
      "admin",
    ),
    post(
      "/admin/brands",
      "form",
      { intent: "add", name: "Maison Fuzz", story: "A story." },
      "admin",
    ),
    post(
      "/admin/categories",
      "form",
      { intent: "rename", category: "Others", name: "Fuzz Oils" },
      "admin",
    ),
    post(
      "/storage/upload",
      "multipart",
      { category: "products", name: "x", image: "\u0089PNG" },
      "admin",
    ),
    post("/api/auth/sign-in/email", "json", {
      email: customerEmail,
      password: "wrong-password",
      callbackURL: "/",
    }),
    post("/api/auth/sign-up/email", "json", {
      name: "Achieng Otieno",
      email: "achieng@example.com",
      password: "mango",
      firstName: "Achieng",
      lastName: "Otieno",
      phone: "0712345678",
    }),
    post("/api/auth/request-password-reset", "json", {
      email: customerEmail,
      redirectTo: "/reset",
    }),
    post("/api/auth/reset-password", "json", { newPassword: "mango-tree-8", token: "reset-token" }),
    post(
      "/api/auth/update-user",
      "json",
      { name: "Achieng Otieno", firstName: "Achieng", phone: "0712345678" },
      "customer",
    ),
    post(
      "/api/auth/change-password",
      "json",
      { currentPassword: "wrong-password", newPassword: "mango-tree-8" },
      "customer",
    ),
    post(
      "/api/auth/change-email",
      "json",
      { newEmail: "achieng.new@example.com", callbackURL: "/" },
      "customer",
    ),
  ];
}
