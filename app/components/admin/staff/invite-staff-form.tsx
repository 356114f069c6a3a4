import { Form, useNavigation } from "react-router";
import { accountFieldMaxLengths } from "#contracts/accounts.ts";
import {
  staffRoleLabels,
  staffRoles,
  staffRoleSummaries,
  type StaffRole,
} from "#contracts/staff-roles.ts";
import { useAnswerRefusal, type RefusalAnswer } from "#app/lib/form/use-answer-refusal.ts";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { AdminFormEnd } from "../admin-form-end";
import { controlClass, describedBy, FormField } from "../products/form/form-field";

/** What the Staff action answered the invitation form: its refusal and the address typed. */
export interface InviteAnswer extends RefusalAnswer {
  email?: string;
}

/**
 * Admin → Staff's invitation form (docs/decisions/072-staff-roles.md): an e-mail address and a
 * role, each role with what it may do. A posted form that works without scripts; a refusal
 * marks the refused field and focuses it (decision 052).
 */
export function InviteStaffForm({ answer }: { answer?: InviteAnswer }) {
  const refusal = useAnswerRefusal(answer);
  const formRef = useRefusalFocus(refusal);
  const navigation = useNavigation();
  const isBusy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  const emailError = refusal?.fields.email;
  const roleError = refusal?.fields.staffRole;
  const defaultRole: StaffRole = "sales";
  return (
    <Form ref={formRef} method="post" noValidate className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="invite" />
      <FormField id="invite-email" label="E-mail address" error={emailError}>
        <input
          name="email"
          type="email"
          autoComplete="off"
          maxLength={accountFieldMaxLengths.email}
          defaultValue={answer?.email}
          {...describedBy("invite-email", emailError)}
          className={`${controlClass} h-11 border-stone`}
        />
      </FormField>
      <fieldset aria-describedby={roleError ? "invite-role-error" : undefined}>
        <legend className="mb-2 text-xs tracking-wide text-taupe">Role *</legend>
        <div className="flex flex-col gap-2">
          {staffRoles.map((role) => (
            <label
              key={role}
              className="flex cursor-pointer gap-3 border border-stone/70 bg-white/60 px-4 py-3 has-checked:border-espresso"
            >
              <input
                type="radio"
                name="staffRole"
                value={role}
                defaultChecked={role === defaultRole}
                className="mt-0.5 size-4 accent-espresso"
              />
              <span>
                <span className="block text-sm text-ink">{staffRoleLabels[role]}</span>
                <span className="block text-xs text-taupe">{staffRoleSummaries[role]}</span>
              </span>
            </label>
          ))}
        </div>
        {roleError && (
          <p id="invite-role-error" className="mt-1 text-xs text-wine">
            {roleError}
          </p>
        )}
      </fieldset>
      <AdminFormEnd refusal={refusal} isBusy={isBusy} label="Send invitation" />
    </Form>
  );
}
