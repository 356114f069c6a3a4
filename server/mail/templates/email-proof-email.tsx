import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import type { EmailProofPayload } from "../email-proof";
import { EmailFrame } from "./email-frame";
import { styles } from "./email-theme";
import type { RenderedEmail } from "./order-confirmation-email";

/** The e-mail that confirms an account's address, in the shop's colours (decision 068). */
export function EmailProofEmail({ proof }: { proof: EmailProofPayload }) {
  return (
    <EmailFrame preview="Confirm your e-mail for your Loris account" logoUrl={proof.logo_url}>
      <Text style={styles.eyebrow}>Confirm your e-mail</Text>
      <Heading as="h1" style={styles.heading}>
        {proof.to_name ? `Hello ${proof.to_name},` : "Hello,"}
      </Heading>
      <Text style={styles.text}>
        Confirm that this is your e-mail with the button below: orders you placed with it as a guest
        will then appear in My Orders. The link works once, for {proof.expires_in_hours} hours.
      </Text>
      <Section style={{ textAlign: "center", padding: "8px 0 16px" }}>
        <Button href={proof.confirm_url} style={styles.button}>
          Confirm my e-mail
        </Button>
      </Section>
      <Text style={styles.small}>
        If you did not create a Loris account, ignore this e-mail: nothing will be linked to it.
      </Text>
    </EmailFrame>
  );
}

/** Renders the e-mail proof: subject, HTML and plain text (of that HTML, rendered once). */
export async function renderEmailProof(payload: EmailProofPayload): Promise<RenderedEmail> {
  const html = await render(<EmailProofEmail proof={payload} />);
  return { subject: "Confirm your e-mail for Loris", html, text: toPlainText(html) };
}
