import { type RouteConfig, index, route } from "@react-router/dev/routes";

// SPEC §2, one line per screen.
export default [
  index("routes/home.tsx"),
  route("all-products", "routes/all-products.tsx"),
  route("product/:id?", "routes/product.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("order-success", "routes/order-success.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("reset", "routes/reset.tsx"),
  route("logout", "routes/logout.ts"),
  route("orders", "routes/orders.tsx"),
  route("profile", "routes/profile.tsx"),
  route("api/orders", "routes/api-orders.ts"),
  route("load-test", "routes/load-test.tsx"),
  route("search/suggestions", "routes/search-suggestions.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
