import { NavLink } from "react-router";
import { useStaffPermissions } from "#app/lib/admin/use-staff-can.ts";
import { adminNavFor } from "./admin-nav";

/**
 * The sidebar's links the staff member's role may use (decision 072); `collapsed` shows icons only (each keeps its name for screen readers
 * and as a tooltip). `onNavigate` lets the phone drawer close after a choice.
 */
export function AdminNavLinks({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const permissions = useStaffPermissions();
  return (
    <nav aria-label="Admin" className="flex flex-col gap-6">
      {adminNavFor(permissions).map((group, index) => (
        <div key={group.title ?? index}>
          {group.title && !collapsed && (
            <p className="mb-2 px-3 text-[11px] tracking-[0.22em] text-ivory/50 uppercase">
              {group.title}
            </p>
          )}
          <ul className="flex flex-col gap-1">
            {group.items.map(({ label, to, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  title={collapsed ? label : undefined}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-sm px-3 py-2.5 text-sm transition ${
                      isActive
                        ? "bg-ivory/10 text-ivory"
                        : "text-ivory/70 hover:bg-ivory/5 hover:text-ivory"
                    } ${collapsed ? "justify-center" : ""}`
                  }
                >
                  <Icon aria-hidden className="size-[18px] shrink-0" strokeWidth={1.5} />
                  <span className={collapsed ? "sr-only" : ""}>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
