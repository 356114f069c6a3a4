import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import { formatPrice } from "#contracts/money.ts";
import type { DailyDigestPayload } from "../daily-digest";
import { EmailFrame } from "./email-frame";
import { styles } from "./email-theme";
import type { RenderedEmail } from "./order-confirmation-email";

const stockText = (size: DailyDigestPayload["low_stock"][number]) =>
  !size.in_stock ? "out of stock" : `${size.stock_level} left`;

/** The staff's morning digest (decision 042): yesterday's orders and money, and what is low. */
export function DailyDigestEmail({ digest }: { digest: DailyDigestPayload }) {
  return (
    <EmailFrame
      preview={`Loris on ${digest.day}: ${digest.orders} orders`}
      logoUrl={digest.logo_url}
    >
      <Text style={styles.eyebrow}>Daily digest · {digest.day}</Text>
      <Heading as="h1" style={styles.heading}>
        {digest.orders} order{digest.orders === 1 ? "" : "s"}
      </Heading>
      <Text style={styles.text}>
        Sales {formatPrice(digest.sales)} · Received {formatPrice(digest.received)}
      </Text>
      <Text style={styles.subheading}>Low stock</Text>
      {digest.low_stock.length === 0 ? (
        <Text style={styles.text}>Nothing is running low.</Text>
      ) : (
        digest.low_stock.map((size) => (
          <Text key={size.name} style={styles.small}>
            {size.name}: {stockText(size)}
          </Text>
        ))
      )}
      {digest.more_low_stock > 0 && (
        <Text style={styles.small}>and {digest.more_low_stock} more</Text>
      )}
      <Section style={{ textAlign: "center", padding: "8px 0 16px" }}>
        <Button href={digest.dashboard_url} style={styles.button}>
          Open the dashboard
        </Button>
      </Section>
    </EmailFrame>
  );
}

/** Renders the daily digest: subject, HTML and plain text. */
export async function renderDailyDigest(payload: DailyDigestPayload): Promise<RenderedEmail> {
  const html = await render(<DailyDigestEmail digest={payload} />);
  const orders = `${payload.orders} order${payload.orders === 1 ? "" : "s"}`;
  return {
    subject: `Loris on ${payload.day}: ${orders}, ${formatPrice(payload.sales)}`,
    html,
    text: toPlainText(html),
  };
}
