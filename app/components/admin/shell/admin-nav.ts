import {
  FolderTree,
  LayoutDashboard,
  FileUp,
  ListChecks,
  PackagePlus,
  PencilLine,
  Settings,
  Tags,
  ShoppingBag,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import type { Permission } from "#contracts/staff-roles.ts";

/** One entry of the admin sidebar (SPEC §2 Admin area). */
export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** What the staff member's role must allow for the entry to show (decision 072). */
  permission: Permission;
  /** Matches only its exact path (the dashboard, whose path prefixes every other). */
  end?: boolean;
}

/** A titled group of entries; `title` undefined = top level. */
export interface AdminNavGroup {
  title?: string;
  items: AdminNavItem[];
}

/**
 * The sidebar: Dashboard, Orders, Payments (decision 056), Reports (decision 078), a rider's My deliveries (decision 075), Products (All Products, Add Product, Update Products,
 * Import Catalogue: decision 063, Brands: decision 057, Categories: decision 062),
 * Marketing (Discounts: decision 064), Customers, Staff and Settings (decision 044); each entry
 * shows only to a role that may use it (decision 072). Each tab is a URL, so every view can be linked and reloaded.
 */
export const adminNav: AdminNavGroup[] = [
  {
    items: [
      {
        label: "Dashboard",
        to: "/admin",
        icon: LayoutDashboard,
        end: true,
        permission: "dashboard.view",
      },
      { label: "Orders", to: "/admin/orders", icon: ShoppingBag, permission: "orders.view" },
      // The day's round by place (decision 079): a checklist, as All Products, for the JS budget.
      {
        label: "Delivery list",
        to: "/admin/orders/delivery-list",
        icon: ListChecks,
        permission: "orders.view",
      },
      { label: "Payments", to: "/admin/payments", icon: Wallet, permission: "payments.reconcile" },
      // Sales by period and channel (decision 078); the dashboard's icon, for the JS budget.
      { label: "Reports", to: "/admin/reports", icon: LayoutDashboard, permission: "revenue.view" },
      // A rider's own orders (decision 075): the orders' bag, as a new icon would put every
      // admin page over its JS budget.
      {
        label: "My deliveries",
        to: "/admin/deliveries",
        icon: ShoppingBag,
        permission: "deliveries.own",
      },
    ],
  },
  {
    title: "Products",
    items: [
      {
        label: "All Products",
        to: "/admin/products/all",
        icon: ListChecks,
        permission: "catalogue.manage",
      },
      {
        label: "Add Product",
        to: "/admin/products/add",
        icon: PackagePlus,
        permission: "catalogue.manage",
      },
      {
        label: "Update Products",
        to: "/admin/products/update",
        icon: PencilLine,
        permission: "catalogue.manage",
      },
      {
        label: "Import Catalogue",
        to: "/admin/products/import",
        icon: FileUp,
        permission: "catalogue.manage",
      },
      { label: "Brands", to: "/admin/brands", icon: Tags, permission: "catalogue.manage" },
      {
        label: "Categories",
        to: "/admin/categories",
        icon: FolderTree,
        permission: "catalogue.manage",
      },
    ],
  },
  {
    title: "Marketing",
    // A price tag, as Brands: a new icon would put every admin page over its JS budget.
    items: [
      {
        label: "Discounts",
        to: "/admin/marketing/discounts",
        icon: Tags,
        permission: "discounts.manage",
      },
    ],
  },
  {
    items: [
      { label: "Customers", to: "/admin/customers", icon: Users, permission: "customers.view" },
      // The customers' icon: a new one would put every admin page over its JS budget.
      { label: "Staff", to: "/admin/staff", icon: Users, permission: "staff.manage" },
      // A checklist, as All Products: a new icon would put every admin page over its JS budget.
      { label: "Activity", to: "/admin/activity", icon: ListChecks, permission: "activity.view" },
      // Settings' icon: a new one would put every admin page over its JS budget.
      { label: "Delivery", to: "/admin/delivery", icon: Settings, permission: "settings.manage" },
      { label: "Settings", to: "/admin/settings", icon: Settings, permission: "settings.manage" },
    ],
  },
];

/** The sidebar for a role allowed `permissions`: only the entries and groups it may use. */
export function adminNavFor(permissions: readonly Permission[]): AdminNavGroup[] {
  return adminNav
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => permissions.includes(item.permission)),
    }))
    .filter((group) => group.items.length > 0);
}
