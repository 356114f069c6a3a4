import { Menu, PanelLeftClose, PanelLeftOpen, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { AdminLogout } from "./admin-logout";
import { AdminNavLinks } from "./admin-nav-links";
import { useSidebarCollapsed } from "./use-sidebar-collapsed";

function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" aria-label="Loris shop" className="flex items-center gap-3">
      <img
        src="/media/brand/logo-light.svg"
        alt="Loris"
        width={129}
        height={42}
        className={compact ? "h-5 w-auto" : "h-7 w-auto"}
      />
      {!compact && (
        <span className="text-[11px] tracking-[0.22em] text-ivory/60 uppercase">Admin</span>
      )}
    </Link>
  );
}

/**
 * The admin area's frame (SPEC §2): a sidebar that collapses to icons on wide screens and, on
 * phones, a top bar whose menu button opens it as a drawer (Radix: focus trap, Escape).
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col bg-ivory lg:flex-row">
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between bg-espresso px-4 lg:hidden">
        <Brand compact />
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger
            aria-label="Open menu"
            className="grid size-10 place-items-center text-ivory"
          >
            <Menu aria-hidden className="size-5" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-espresso/50" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-8 bg-espresso p-5">
              <div className="flex items-center justify-between">
                <Brand />
                <Dialog.Close
                  aria-label="Close menu"
                  className="grid size-10 place-items-center text-ivory"
                >
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              </div>
              <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
              <Dialog.Description className="sr-only">
                Go to a part of the admin area.
              </Dialog.Description>
              <AdminNavLinks onNavigate={() => setDrawerOpen(false)} />
              <div className="mt-auto">
                <AdminLogout />
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>

      <aside
        className={`sticky top-0 hidden h-dvh shrink-0 flex-col gap-8 bg-espresso py-6 transition-[width] duration-200 lg:flex ${
          collapsed ? "w-[72px] px-3" : "w-64 px-5"
        }`}
      >
        <div className={`flex items-center ${collapsed ? "justify-center" : "justify-between"}`}>
          {!collapsed && <Brand />}
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

      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-10">
        {children}
      </main>
    </div>
  );
}
