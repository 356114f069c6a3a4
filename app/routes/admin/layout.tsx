import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { permissionCheckFailed } from "#contracts/admin.ts";
import { adminContext, getAdmin, requireAdmin } from "#server/accounts/require-admin.ts";
import { getServices } from "#server/services.ts";
import { NotAllowed, notAllowedHome } from "../../components/admin/not-allowed";
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

/** The staff member's role: the navigation shows only what it may use. */
export function loader({ context }: Route.LoaderArgs) {
  return { staffRole: getAdmin(context).staffRole };
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
 * The admin check failed (503), the role does not allow the page (403), or a page below failed
 * without a boundary of its own.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <NotAllowed home={notAllowedHome(error.data)} />;
  }
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
