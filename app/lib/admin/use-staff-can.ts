import { useRouteLoaderData } from "react-router";
import { can, type Permission, type StaffRole } from "#contracts/staff-roles.ts";
import type { loader as adminLayoutLoader } from "#app/routes/admin/layout.tsx";

/** The signed-in staff member's role, from the admin layout's data; null outside the admin. */
export function useStaffRole(): StaffRole | null {
  return useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.staffRole ?? null;
}

/**
 * Whether the signed-in staff member's role may do what `permission` names
 * (docs/decisions/072-staff-roles.md): a control the role may not use is not shown (the server
 * refuses it regardless).
 */
export function useStaffCan(permission: Permission): boolean {
  return can(useStaffRole(), permission);
}
