import { Form } from "react-router";
import type { StaffMember } from "#contracts/staff.ts";
import { staffRoleLabels, staffRoles } from "#contracts/staff-roles.ts";

const smallButton =
  "h-10 border px-4 text-[11px] tracking-[0.18em] uppercase transition disabled:opacity-60";

/** One staff member: who they are, their role (changeable) and whether they may sign in. */
function StaffCard({ member, isViewer }: { member: StaffMember; isViewer: boolean }) {
  const roleId = `staff-role-${member.id}`;
  return (
    <li
      className={`flex flex-col gap-4 border border-stone/70 bg-white/70 p-4 sm:flex-row sm:items-end sm:justify-between ${
        member.isDisabled ? "opacity-70" : ""
      }`}
    >
      <div className="min-w-0">
        <p className="font-display text-lg text-espresso">
          {member.name}
          {isViewer && <span className="ml-2 text-xs text-taupe">(you)</span>}
        </p>
        <p className="truncate text-sm text-ink">{member.email}</p>
        {member.phone && <p className="text-sm text-taupe">{member.phone}</p>}
        <p className="mt-1 text-xs tracking-[0.18em] text-taupe uppercase">
          {staffRoleLabels[member.staffRole]}
          {member.isDisabled && " · Disabled"}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="userId" value={member.id} />
          <div>
            <label htmlFor={roleId} className="block text-xs text-taupe">
              Role
            </label>
            <select
              id={roleId}
              name="staffRole"
              defaultValue={member.staffRole}
              className="h-10 border border-stone bg-white px-2 text-sm text-ink"
            >
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {staffRoleLabels[role]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            aria-label={`Save ${member.name}'s role`}
            className={`${smallButton} border-espresso text-espresso hover:bg-espresso hover:text-ivory`}
          >
            Save
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value={member.isDisabled ? "enable" : "disable"} />
          <input type="hidden" name="targetId" value={member.id} />
          <button
            type="submit"
            aria-label={`${member.isDisabled ? "Enable" : "Disable"} ${member.name}`}
            className={`${smallButton} ${
              member.isDisabled
                ? "border-espresso bg-espresso text-ivory hover:bg-ink"
                : "border-wine/60 text-wine hover:bg-wine/5"
            }`}
          >
            {member.isDisabled ? "Enable" : "Disable"}
          </button>
        </Form>
      </div>
    </li>
  );
}

/**
 * Admin → Staff's team (docs/decisions/072-staff-roles.md): each member with their role, a
 * role change and Disable / Enable, as plain forms that work without scripts.
 */
export function StaffList({ staff, viewerId }: { staff: StaffMember[]; viewerId: string }) {
  return (
    <section aria-labelledby="team-heading">
      <h2 id="team-heading" className="eyebrow mb-4">
        The team ({staff.length})
      </h2>
      <ul className="flex flex-col gap-3">
        {staff.map((member) => (
          <StaffCard key={member.id} member={member} isViewer={member.id === viewerId} />
        ))}
      </ul>
    </section>
  );
}
