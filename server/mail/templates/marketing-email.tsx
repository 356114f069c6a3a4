import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import type { MarketingMailPayload } from "../marketing-mail";
import { EmailFrame } from "./email-frame";
import { styles } from "./email-theme";
import type { RenderedEmail } from "./order-confirmation-email";

/** A marketing e-mail in the shop's colours, its unsubscribe link under the card. */
export function MarketingEmail({ mail }: { mail: MarketingMailPayload }) {
  return (
    <EmailFrame
      preview={mail.heading}
      logoUrl={mail.logo_url}
      footer={
        <Section style={{ padding: "20px 8px", textAlign: "center" }}>
          <Text style={styles.small}>
            You asked Loris for this message.{" "}
            <Link href={mail.unsubscribe_url} style={styles.link}>
              Unsubscribe
            </Link>{" "}
            from offers and reminders.
          </Text>
          <Text style={styles.small}>Loris · Perfumes and home scents · Kenya</Text>
        </Section>
      }
    >
      {mail.eyebrow && <Text style={styles.eyebrow}>{mail.eyebrow}</Text>}
      <Heading as="h1" style={styles.heading}>
        {mail.heading}
      </Heading>
      <Text style={styles.text}>{mail.text}</Text>
      <Section style={{ textAlign: "center", padding: "8px 0 16px" }}>
        <Button href={mail.button_url} style={styles.button}>
          {mail.button_label}
        </Button>
      </Section>
    </EmailFrame>
  );
}

/** Renders a marketing e-mail: subject, HTML and plain text (of that HTML, rendered once). */
export async function renderMarketingMail(payload: MarketingMailPayload): Promise<RenderedEmail> {
  const html = await render(<MarketingEmail mail={payload} />);
  return { subject: payload.subject, html, text: toPlainText(html) };
}
