import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import type { PasswordResetPayload } from "../password-reset";
import { EmailFrame } from "./email-frame";
import { styles } from "./email-theme";
import type { RenderedEmail } from "./order-confirmation-email";

/** The password-reset e-mail in the shop's colours. */
export function PasswordResetEmail({ reset }: { reset: PasswordResetPayload }) {
  return (
    <EmailFrame preview="Choose a new password for your Loris account" logoUrl={reset.logo_url}>
      <Text style={styles.eyebrow}>Password reset</Text>
      <Heading as="h1" style={styles.heading}>
        {reset.to_name ? `Hello ${reset.to_name},` : "Hello,"}
      </Heading>
      <Text style={styles.text}>
        We received a request to reset the password of your Loris account. Choose a new password
        with the button below; the link works once, for {reset.expires_in_minutes} minutes.
      </Text>
      <Section style={{ textAlign: "center", padding: "8px 0 16px" }}>
        <Button href={reset.reset_url} style={styles.button}>
          Choose a new password
        </Button>
      </Section>
      <Text style={styles.small}>
        If you did not ask for this, ignore this e-mail: your password stays as it is.
      </Text>
    </EmailFrame>
  );
}

/** Renders the password-reset e-mail: subject, HTML and plain text (of that HTML, rendered once). */
export async function renderPasswordReset(payload: PasswordResetPayload): Promise<RenderedEmail> {
  const html = await render(<PasswordResetEmail reset={payload} />);
  return { subject: "Reset your Loris password", html, text: toPlainText(html) };
}
