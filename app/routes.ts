import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// SPEC §2, one line per screen.
export default [
  index("routes/home.tsx"),
  route("all-products", "routes/all-products.tsx"),
  route("product/:id?", "routes/product.tsx"),
  // Brand pages (docs/decisions/057-perfume-facts.md).
  route("brands", "routes/brands.tsx"),
  route("brands/:slug", "routes/brand.tsx"),
  route("cart", "routes/cart.ts"),
  // The marketing e-mails' unsubscribe link (decision 066).
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("order-success", "routes/order-success.tsx"),
  route("order-success/stream", "routes/order-success-stream.ts"),
  // The order's page from an SMS's short signed link (docs/decisions/079-dispatch-and-tracking.md).
  route("track/:orderId", "routes/order-success.tsx", { id: "routes/track" }),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("reset", "routes/reset.tsx"),
  route("logout", "routes/logout.ts"),
  route("orders", "routes/orders.tsx"),
  route("orders/stream", "routes/orders-stream.ts"),
  route("profile", "routes/profile.tsx"),
  // The link that proves a customer's e-mail (docs/decisions/068-returning-customers.md).
  route("confirm-email", "routes/confirm-email.tsx"),
  // The account dropdown's e-mail, asked when it opens (decision 023).
  route("account/menu", "routes/account-menu.ts"),
  // A staff invitation's link (docs/decisions/072-staff-roles.md).
  route("staff/join", "routes/staff-join.tsx"),
  // SPEC §2 Admin area: every path below passes the admin check in the layout's middleware.
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("orders", "routes/admin/orders/list.tsx"),
      route("orders/new", "routes/admin/orders/new.tsx"),
      route("orders/items", "routes/admin/orders/items.tsx"),
      route("orders/status", "routes/admin/orders/status.ts"),
      route("orders/payment", "routes/admin/orders/payment.ts"),
      // Who takes an order: a rider or a courier (docs/decisions/079-dispatch-and-tracking.md).
      route("orders/dispatch", "routes/admin/orders/dispatch.ts"),
      route("orders/delivery-list", "routes/admin/orders/delivery-list.tsx"),
      // Returns and refunds (docs/decisions/076-returns-refunds.md).
      route("orders/refund", "routes/admin/orders/refund.ts"),
      route("orders/stream", "routes/admin/orders/stream.ts"),
      route("orders/export", "routes/admin/orders/export.ts"),
      // A gift's printable note (docs/decisions/071-gifts.md).
      route("orders/:id/gift-note", "routes/admin/orders/gift-note.tsx"),
      route("products/all", "routes/admin/products/all.tsx"),
      route("products/add", "routes/admin/products/add.tsx"),
      route("products/update", "routes/admin/products/update.tsx"),
      route("products/:id/edit", "routes/admin/products/edit.tsx"),
      route("products/:id/stock", "routes/admin/products/stock.tsx"),
      route("products/export", "routes/admin/products/export.ts"),
      route("products/import", "routes/admin/products/import.tsx"),
      route("brands", "routes/admin/brands.tsx"),
      // Staff's categories (docs/decisions/062-staff-categories.md).
      route("categories", "routes/admin/categories.tsx"),
      route("marketing/discounts", "routes/admin/marketing/discounts.tsx"),
      route("customers", "routes/admin/customers.tsx"),
      route("payments", "routes/admin/payments.tsx"),
      route("payments/export", "routes/admin/payments-export.ts"),
      // Sales reports (docs/decisions/078-reports.md).
      route("reports", "routes/admin/reports.tsx"),
      route("reports/export", "routes/admin/reports-export.ts"),
      route("settings", "routes/admin/settings.tsx"),
      route("delivery", "routes/admin/delivery.tsx"),
      // The team (docs/decisions/072-staff-roles.md).
      route("staff", "routes/admin/staff.tsx"),
      // The activity trail (docs/decisions/074-activity-trail.md).
      route("activity", "routes/admin/activity.tsx"),
      route("deliveries", "routes/admin/deliveries.tsx"),
    ]),
  ]),
  route("storage/upload", "routes/storage-upload.ts"),
  route("payments/mpesa/callback/:secret", "routes/mpesa-callback.ts"),
  route("payments/c2b/:secret/:message", "routes/mpesa-c2b.ts"),
  route("sms/incoming/:secret", "routes/sms-incoming.ts"),
  route("load-test", "routes/load-test.tsx"),
  // GET /search/suggestions is answered by the Express host ahead of React Router
  // (server/search/suggestions-endpoint.ts).
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
