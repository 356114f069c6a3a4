import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import { formatPrice } from "#contracts/money.ts";
import { refundWayLabels } from "#contracts/returns-refunds.ts";
import type { OrderRefundPayload } from "../order-refund";
import { EmailFrame, ShopContactFooter } from "./email-frame";
import { styles } from "./email-theme";
import type { RenderedEmail } from "./order-confirmation-email";

/** What the refund e-mail says first: the amount, the order and how it went back. */
function refundLine(refund: OrderRefundPayload): string {
  const code = refund.reference ? ` (${refund.reference})` : "";
  return `We have refunded ${formatPrice(refund.amount)} for order ${refund.order_id} by ${refundWayLabels[refund.way]}${code}.`;
}

/** A customer's refund (docs/decisions/076-returns-refunds.md): how much, how, a link to the order. */
export function OrderRefundEmail({ refund }: { refund: OrderRefundPayload }) {
  const line = refundLine(refund);
  return (
    <EmailFrame
      preview={line}
      logoUrl={refund.logo_url}
      footer={<ShopContactFooter shopPhone={refund.shop_phone} replyTo={refund.reply_to} />}
    >
      <Text style={styles.eyebrow}>Order {refund.order_id}</Text>
      <Heading as="h1" style={styles.heading}>
        Your refund
      </Heading>
      <Text style={styles.text}>
        {refund.to_name.trim() ? `Dear ${refund.to_name},` : "Hello,"}
        <br />
        {line}
      </Text>
      {refund.amount_refunded > refund.amount && (
        <Text style={styles.text}>
          Refunded on this order in all: {formatPrice(refund.amount_refunded)}.
        </Text>
      )}
      <Section style={{ textAlign: "center", padding: "12px 0" }}>
        <Button href={refund.order_url} style={styles.button}>
          View your order
        </Button>
      </Section>
    </EmailFrame>
  );
}

/** Renders a refund e-mail: subject, HTML and plain text. */
export async function renderOrderRefund(payload: OrderRefundPayload): Promise<RenderedEmail> {
  const html = await render(<OrderRefundEmail refund={payload} />);
  return {
    subject: `Refund for your Loris order ${payload.order_id}`,
    html,
    text: toPlainText(html),
  };
}
