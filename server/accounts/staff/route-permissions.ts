import { matchPath } from "react-router";
import type { Permission } from "#contracts/staff-roles.ts";

/**
 * What each staff route asks for, by its path in app/routes.ts (DESIGN §6 "Admin is enforced on
 * the server", docs/decisions/072-staff-roles.md): one permission for every method of the route;
 * an action with a stricter intent checks that intent itself (requirePermission). A route missing
 * here is refused to every role; tests/admin-authorization.test.ts fails until it is added.
 */
export const staffRoutePermissions: Readonly<Record<string, Permission>> = {
  admin: "dashboard.view",
  "admin/orders": "orders.view",
  "admin/orders/new": "orders.create",
  "admin/orders/items": "orders.items",
  "admin/orders/status": "orders.handle",
  "admin/orders/payment": "orders.handle",
  "admin/orders/dispatch": "orders.handle",
  "admin/orders/delivery-list": "orders.view",
  // Money going back is reconciliation (decision 076).
  "admin/orders/refund": "payments.reconcile",
  "admin/orders/stream": "orders.view",
  "admin/orders/export": "exports.download",
  "admin/orders/:id/gift-note": "orders.view",
  "admin/products/all": "catalogue.manage",
  "admin/products/add": "catalogue.manage",
  "admin/products/update": "catalogue.manage",
  "admin/products/:id/edit": "catalogue.manage",
  "admin/products/:id/stock": "catalogue.manage",
  "admin/products/export": "exports.download",
  "admin/products/import": "catalogue.manage",
  "admin/brands": "catalogue.manage",
  "admin/categories": "catalogue.manage",
  "admin/marketing/discounts": "discounts.manage",
  "admin/customers": "customers.view",
  "admin/payments": "payments.reconcile",
  "admin/payments/export": "exports.download",
  "admin/reports": "revenue.view",
  "admin/reports/export": "exports.download",
  "admin/settings": "settings.manage",
  "admin/delivery": "settings.manage",
  "admin/staff": "staff.manage",
  "admin/activity": "activity.view",
  "admin/deliveries": "deliveries.own",
  "storage/upload": "catalogue.manage",
};

const routePaths = Object.keys(staffRoutePermissions);

/**
 * The permission the staff route at `pathname` ('/admin/orders/LOR-1/gift-note') asks for, or
 * undefined for a path no staff route answers.
 */
export function permissionForPath(pathname: string): Permission | undefined {
  const path = routePaths.find((candidate) => matchPath(`/${candidate}`, pathname) !== null);
  return path === undefined ? undefined : staffRoutePermissions[path];
}
