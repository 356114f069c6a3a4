import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import { formatPrice } from "#contracts/money.ts";
import type { OrderUpdateKind } from "#contracts/sms.ts";
import type { OrderUpdatePayload } from "../order-update";
import { EmailFrame, ShopContactFooter } from "./email-frame";
import { styles } from "./email-theme";
import type { RenderedEmail } from "./order-confirmation-email";

/** What each update says: its subject, heading and first line. */
function wordsOf(update: OrderUpdatePayload): Record<"subject" | "heading" | "text", string> {
  const id = update.order_id;
  const words: Record<OrderUpdateKind, Record<"subject" | "heading" | "text", string>> = {
    order_confirmed: {
      subject: `Your Loris order ${id} is confirmed`,
      heading: "Your order is confirmed",
      text: `We have confirmed order ${id} (${formatPrice(update.total)}) and are preparing it for delivery.`,
    },
    order_paid: {
      subject: `Payment received for your Loris order ${id}`,
      heading: "Thank you for your payment",
      text: `We have received ${formatPrice(update.amount_paid)} for order ${id}: it is paid in full.`,
    },
    order_shipped: {
      subject: `Your Loris order ${id} is on its way`,
      heading: "Your order is on its way",
      text: `Order ${id} has left us and is on its way to you.`,
    },
    order_delivered: {
      subject: `Your Loris order ${id} has been delivered`,
      heading: "Your order has been delivered",
      text: `Order ${id} has been delivered. Thank you for shopping with us; we hope you love it.`,
    },
  };
  return words[update.kind];
}

/** A customer's order update (decision 045): what changed, what is left to pay, a link to it. */
export function OrderUpdateEmail({ update }: { update: OrderUpdatePayload }) {
  const words = wordsOf(update);
  const isPaying = update.kind !== "order_paid" && update.kind !== "order_delivered";
  return (
    <EmailFrame
      preview={words.text}
      logoUrl={update.logo_url}
      footer={<ShopContactFooter shopPhone={update.shop_phone} replyTo={update.reply_to} />}
    >
      <Text style={styles.eyebrow}>Order {update.order_id}</Text>
      <Heading as="h1" style={styles.heading}>
        {words.heading}
      </Heading>
      <Text style={styles.text}>
        {update.to_name.trim() ? `Dear ${update.to_name},` : "Hello,"}
        <br />
        {words.text}
      </Text>
      {isPaying && update.balance > 0 && (
        <Text style={styles.text}>Still to pay: {formatPrice(update.balance)}.</Text>
      )}
      <Section style={{ textAlign: "center", padding: "12px 0" }}>
        <Button href={update.order_url} style={styles.button}>
          View your order
        </Button>
      </Section>
    </EmailFrame>
  );
}

/** Renders an order update: subject, HTML and plain text. */
export async function renderOrderUpdate(payload: OrderUpdatePayload): Promise<RenderedEmail> {
  const html = await render(<OrderUpdateEmail update={payload} />);
  return { subject: wordsOf(payload).subject, html, text: toPlainText(html) };
}
