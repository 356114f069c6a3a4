import { Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { AdminBrand } from "./admin-brand";
import { AdminLogout } from "./admin-logout";
import { AdminNavLinks } from "./admin-nav-links";
import { useSidebarCollapsed } from "./use-sidebar-collapsed";

/** The drawer and Radix's dialog, asked for on the menu button's first press (decision 053). */
const loadAdminDrawer = () => import("./admin-drawer");
const AdminDrawer = lazy(() =>
  loadAdminDrawer().then((module) => ({ default: module.AdminDrawer })),
);

/**
 * The admin area's frame (SPEC §2): a sidebar that collapses to icons on wide screens and, on
 * phones, a top bar whose menu button opens it as a drawer (app/components/admin/admin-drawer.tsx).
 * The drawer's code starts loading as the button is pressed; a press made while it loads opens
 * the drawer once it is there (decision 053). On paper only the page is printed (a gift note,
 * decision 071).
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex min-h-dvh flex-col bg-ivory lg:flex-row">
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between bg-espresso px-4 lg:hidden print:hidden">
        <AdminBrand compact />
        <button
          ref={menuButton}
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onPointerDown={() => void loadAdminDrawer()}
          onClick={() => setDrawerOpen(true)}
          className="grid size-10 place-items-center text-ivory"
        >
          <Menu aria-hidden className="size-5" />
        </button>
        {drawerOpen && (
          <Suspense fallback={null}>
            <AdminDrawer menuButton={menuButton} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
      </header>

      <aside
        className={`sticky top-0 hidden h-dvh shrink-0 flex-col gap-8 bg-espresso py-6 transition-[width] duration-200 lg:flex print:hidden ${
          collapsed ? "w-[72px] px-3" : "w-64 px-5"
        }`}
      >
        <div className={`flex items-center ${collapsed ? "justify-center" : "justify-between"}`}>
          {!collapsed && <AdminBrand />}
          <button
            type="button"
            onClick={toggleCollapsed}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            aria-expanded={!collapsed}
            className="grid size-9 place-items-center text-ivory/70 hover:text-ivory"
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden className="size-5" strokeWidth={1.5} />
            ) : (
              <PanelLeftClose aria-hidden className="size-5" strokeWidth={1.5} />
            )}
          </button>
        </div>
        <AdminNavLinks collapsed={collapsed} />
        <div className="mt-auto">
          <AdminLogout collapsed={collapsed} />
        </div>
      </aside>

      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-10 print:p-0">
        {children}
      </main>
    </div>
  );
}
