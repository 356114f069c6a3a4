import { Form } from "react-router";
import { formatOrderDate } from "#contracts/order-date.ts";
import type { PendingInvitation } from "#contracts/staff.ts";
import { staffRoleLabels } from "#contracts/staff-roles.ts";

/**
 * Admin → Staff's invitations not yet accepted (decision 072): address, role, until when the
 * link works (Nairobi time) or that it expired, and Withdraw.
 */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  return (
    <section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className="eyebrow mb-4">
        Invitations ({invitations.length})
      </h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-taupe">No invitations waiting.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone/60 border-y border-stone/60">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-ink">{invitation.email}</p>
                <p className="text-xs text-taupe">
                  {staffRoleLabels[invitation.staffRole]} ·{" "}
                  {invitation.isExpired
                    ? "Expired"
                    : `Link works until ${formatOrderDate(invitation.expiresAt)}`}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="targetId" value={invitation.id} />
                <button
                  type="submit"
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  className="h-10 border border-stone px-4 text-[11px] tracking-[0.18em] text-ink uppercase hover:border-wine/60 hover:text-wine"
                >
                  Withdraw
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
