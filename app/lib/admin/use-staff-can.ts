import { useRouteLoaderData } from "react-router";
import type { Permission } from "#contracts/staff-roles.ts";
import type { loader as adminLayoutLoader } from "#app/routes/admin/layout.tsx";

/** What the signed-in staff member's role may do, from the admin layout's data; none outside it. */
export function useStaffPermissions(): readonly Permission[] {
  return useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.permissions ?? [];
}

/**
 * Whether the signed-in staff member's role may do what `permission` names
 * (docs/decisions/072-staff-roles.md): a control the role may not use is not shown (the server
 * refuses it regardless).
 */
export function useStaffCan(permission: Permission): boolean {
  return useStaffPermissions().includes(permission);
}
