import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import { formatPrice } from "#contracts/money.ts";
import type { OrderAlertPayload } from "../order-alert";
import { EmailFrame } from "./email-frame";
import { styles } from "./email-theme";
import type { RenderedEmail } from "./order-confirmation-email";

/** The staff's new-order alert (decision 042): what came in, from whom, and a link to it. */
export function OrderAlertEmail({ alert }: { alert: OrderAlertPayload }) {
  const who = [alert.customer_name, alert.phone].filter(Boolean).join(" · ") || "A guest";
  return (
    <EmailFrame
      preview={`New order ${alert.order_id}: ${formatPrice(alert.total)}`}
      logoUrl={alert.logo_url}
    >
      <Text style={styles.eyebrow}>New order · {alert.source}</Text>
      <Heading as="h1" style={styles.heading}>
        {formatPrice(alert.total)}
      </Heading>
      <Text style={styles.text}>
        {who} ordered {alert.units} item{alert.units === 1 ? "" : "s"}: order {alert.order_id}.
      </Text>
      <Section style={{ textAlign: "center", padding: "8px 0 16px" }}>
        <Button href={alert.order_url} style={styles.button}>
          Open the order
        </Button>
      </Section>
    </EmailFrame>
  );
}

/** Renders the new-order alert: subject, HTML and plain text. */
export async function renderOrderAlert(payload: OrderAlertPayload): Promise<RenderedEmail> {
  const html = await render(<OrderAlertEmail alert={payload} />);
  return {
    subject: `New order ${payload.order_id}: ${formatPrice(payload.total)}`,
    html,
    text: toPlainText(html),
  };
}
