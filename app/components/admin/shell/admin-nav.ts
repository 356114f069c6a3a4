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

/** One entry of the admin sidebar (SPEC §2 Admin area). */
export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Matches only its exact path (the dashboard, whose path prefixes every other). */
  end?: boolean;
}

/** A titled group of entries; `title` undefined = top level. */
export interface AdminNavGroup {
  title?: string;
  items: AdminNavItem[];
}

/**
 * The sidebar: Dashboard, Orders, Payments (decision 056), Products (All Products, Add Product, Update Products,
 * Import Catalogue: decision 063, Brands: decision 057, Categories: decision 062),
 * Marketing (Discounts: decision 064), Customers, Settings (decision 044). Each tab is a URL, so every view can be linked and reloaded.
 */
export const adminNav: AdminNavGroup[] = [
  {
    items: [
      { label: "Dashboard", to: "/admin", icon: LayoutDashboard, end: true },
      { label: "Orders", to: "/admin/orders", icon: ShoppingBag },
      { label: "Payments", to: "/admin/payments", icon: Wallet },
    ],
  },
  {
    title: "Products",
    items: [
      { label: "All Products", to: "/admin/products/all", icon: ListChecks },
      { label: "Add Product", to: "/admin/products/add", icon: PackagePlus },
      { label: "Update Products", to: "/admin/products/update", icon: PencilLine },
      { label: "Import Catalogue", to: "/admin/products/import", icon: FileUp },
      { label: "Brands", to: "/admin/brands", icon: Tags },
      { label: "Categories", to: "/admin/categories", icon: FolderTree },
    ],
  },
  {
    title: "Marketing",
    // A price tag, as Brands: a new icon would put every admin page over its JS budget.
    items: [{ label: "Discounts", to: "/admin/marketing/discounts", icon: Tags }],
  },
  {
    items: [
      { label: "Customers", to: "/admin/customers", icon: Users },
      // A checklist, as All Products: a new icon would put every admin page over its JS budget.
      { label: "Activity", to: "/admin/activity", icon: ListChecks },
      { label: "Settings", to: "/admin/settings", icon: Settings },
    ],
  },
];
