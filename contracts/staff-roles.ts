/**
 * The team's roles and what each may do: the one list the server checks on every admin route and
 * action and the admin navigation reads (DESIGN §5 "Team", docs/decisions/072-staff-roles.md).
 */

/** A staff member's role; an account with role 'admin' (SPEC §3) has exactly one. */
export const staffRoles = ["owner", "manager", "sales", "rider"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How the admin names each role. */
export const staffRoleLabels: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  sales: "Sales",
  rider: "Rider",
};

/** What each role may do, in a line, for the owner choosing one. */
export const staffRoleSummaries: Record<StaffRole, string> = {
  owner: "Everything, including Staff and Settings",
  manager: "Everything but Staff and Settings",
  sales: "Orders, payments at the door and customers; no prices, stock, revenue or exports",
  rider: "Only their own deliveries",
};

/** Everything a role may be allowed; each admin route and action names one. */
export const permissions = [
  "dashboard.view",
  /** Sales totals, revenue and lifetime value figures. */
  "revenue.view",
  "orders.view",
  "orders.create",
  /** Change an order's status, send M-PESA prompts and SMS, record a payment at the door. */
  "orders.handle",
  /** Change an order's line items after it was placed. */
  "orders.items",
  "customers.view",
  /** Products, sizes, prices, stock, brands, categories, photos and the catalogue CSV. */
  "catalogue.manage",
  "discounts.manage",
  /** Payments reconciliation: attach, confirm, reject, refund. */
  "payments.reconcile",
  /** Every CSV download. */
  "exports.download",
  "activity.view",
  "settings.manage",
  "staff.manage",
  /** The rider's own deliveries. */
  "deliveries.own",
] as const;
export type Permission = (typeof permissions)[number];

const salesPermissions: readonly Permission[] = [
  "dashboard.view",
  "orders.view",
  "orders.create",
  "orders.handle",
  "orders.items",
  "customers.view",
];

const ownerOnly: readonly Permission[] = ["settings.manage", "staff.manage", "deliveries.own"];

/** Each role's permissions. */
export const rolePermissions: Record<StaffRole, ReadonlySet<Permission>> = {
  owner: new Set(permissions.filter((permission) => permission !== "deliveries.own")),
  manager: new Set(permissions.filter((permission) => !ownerOnly.includes(permission))),
  sales: new Set(salesPermissions),
  rider: new Set(["deliveries.own"]),
};

/** Whether `role` may do what `permission` names; no role (a customer, a guest) may do nothing. */
export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role !== null && role !== undefined && rolePermissions[role].has(permission);
}

/** Shown, with status 403, to staff whose role does not allow a page or action. */
export const notAllowedText = "Your role does not allow this. Ask the shop's owner.";

/**
 * Where a staff member's admin area starts: the dashboard, or a rider's own deliveries; null
 * for no role.
 */
export function staffHome(role: StaffRole | null | undefined): string | null {
  if (can(role, "dashboard.view")) return "/admin";
  if (can(role, "deliveries.own")) return "/admin/deliveries";
  return null;
}
