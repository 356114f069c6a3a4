import { randomBytes } from "node:crypto";
import type { StaffRole } from "#contracts/staff-roles.ts";
import { adminContext } from "#server/accounts/require-admin.ts";
import type { ViewerUser } from "#server/accounts/viewer.ts";
import { user } from "#server/db/auth-schema.ts";
import type { Db, DatabaseHandle } from "#server/db/client.ts";
import { routeContext } from "./route-context";

/**
 * Inserts a staff member with `staffRole` (disabled when `disabledAt` is given) and returns them
 * as the admin layout's check passes them on to loaders and actions.
 */
export async function insertStaff(
  db: Db,
  staffRole: StaffRole,
  { firstName = "Otieno", lastName = "Kamau", disabledAt = null as Date | null } = {},
): Promise<ViewerUser> {
  const id = `staff-${randomBytes(8).toString("hex")}`;
  const email = `${id}@loris.example`;
  await db.insert(user).values({
    id,
    name: `${firstName} ${lastName}`,
    email,
    firstName,
    lastName,
    role: "admin",
    staffRole,
    disabledAt,
  });
  return { id, email, firstName, lastName, phone: "", role: "admin", staffRole };
}

/** The router context a staff route gets once the layout's check let `staff` through. */
export function staffRouteContext(
  database: Pick<DatabaseHandle, "db" | "listen">,
  staff: ViewerUser,
) {
  const context = routeContext(database);
  context.set(adminContext, staff);
  return context;
}
