import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { permissionCheckFailed } from "#contracts/admin.ts";
import { rolePermissions } from "#contracts/staff-roles.ts";
import { adminContext, getAdmin, requireAdmin } from "#server/accounts/require-admin.ts";
import { getServices } from "#server/services.ts";
import { AdminShell } from "../../components/admin/shell/admin-shell";
import { TryAgainButton } from "../../components/ui/try-again-button";
import type { Route } from "./+types/layout";
import { adminMeta } from "../../lib/admin/admin-meta";

/**
 * Every /admin request passes here first — pages, actions, exports and streams alike — so
 * none reaches a loader or action without a staff member whose role may use it (SPEC §6,
 * DESIGN §6, docs/decisions/072-staff-roles.md).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }) => {
    context.set(adminContext, await requireAdmin({ request, url }, getServices(context)));
  },
];

/**
 * What the staff member's role may do (decision 072): the navigation and the pages show only
 * what it allows.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { staffRole } = getAdmin(context);
  return { permissions: staffRole ? [...rolePermissions[staffRole]] : [] };
}

export const meta: Route.MetaFunction = () => adminMeta("Admin");

/** The admin area's pages use their own shell, not the shop's header and footer. */
export const handle = { shell: "admin" };

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

/**
 * The admin check failed (503), or a page below failed without a boundary of its own; a role
 * refused a page (403) is the root's to show.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  // The root's boundary says why a role may not use a page, as it does for a page load.
  if (isRouteErrorResponse(error) && error.status === 403) throw error;
  const message =
    isRouteErrorResponse(error) && error.status === 503
      ? permissionCheckFailed
      : "Something went wrong. Please try again.";
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-5 p-8">
      <p className="text-ink">{message}</p>
      <TryAgainButton />
    </div>
  );
}
