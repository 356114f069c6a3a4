import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import { staffRoleLabels } from "#contracts/staff-roles.ts";
import type { StaffInvitationPayload } from "../staff-invitation";
import { EmailFrame } from "./email-frame";
import { styles } from "./email-theme";
import type { RenderedEmail } from "./order-confirmation-email";

/** The invitation to join the shop's team, in the shop's colours (decision 072). */
export function StaffInvitationEmail({ invitation }: { invitation: StaffInvitationPayload }) {
  const role = staffRoleLabels[invitation.staff_role];
  return (
    <EmailFrame preview="You are invited to the Loris team" logoUrl={invitation.logo_url}>
      <Text style={styles.eyebrow}>Join the team</Text>
      <Heading as="h1" style={styles.heading}>
        Hello,
      </Heading>
      <Text style={styles.text}>
        {invitation.invited_by || "The shop's owner"} invites you to the Loris team as {role}.
        Choose your password with the button below; the link works once, for{" "}
        {invitation.expires_in_hours / 24} days.
      </Text>
      <Section style={{ textAlign: "center", padding: "8px 0 16px" }}>
        <Button href={invitation.join_url} style={styles.button}>
          Join the team
        </Button>
      </Section>
      <Text style={styles.small}>If you did not expect this, ignore this e-mail.</Text>
    </EmailFrame>
  );
}

/** Renders the invitation e-mail: subject, HTML and plain text (of that HTML, rendered once). */
export async function renderStaffInvitation(
  payload: StaffInvitationPayload,
): Promise<RenderedEmail> {
  const html = await render(<StaffInvitationEmail invitation={payload} />);
  return { subject: "You are invited to the Loris team", html, text: toPlainText(html) };
}
