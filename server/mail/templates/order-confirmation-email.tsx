import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Img } from "@react-email/img";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import { deliveryTextOf, discountRowsOf } from "#contracts/order-discount-lines.ts";
import { giftWrappingLineOf } from "#contracts/gift.ts";
import { formatPrice, vatRatePercent } from "#contracts/money.ts";
import { nairobiTimeZone } from "#contracts/nairobi-time.ts";
import type { OrderConfirmation } from "../order-confirmation";
import { EmailFrame, ShopContactFooter } from "./email-frame";
import { styles } from "./email-theme";

/** A rendered e-mail: subject line, HTML body and its plain-text alternative. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

// SPEC §9: dates in Kenyan English, Nairobi time.
const orderDateFormat = new Intl.DateTimeFormat("en-KE", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: nairobiTimeZone,
});

/** The order confirmation (SPEC §7) in the shop's colours, for SMTP or the .eml outbox. */
export function OrderConfirmationEmail({ order }: { order: OrderConfirmation }) {
  const itemCount = order.orders.reduce((count, item) => count + item.units, 0);
  return (
    <EmailFrame
      preview={`Order ${order.order_id}: ${itemCount} item${itemCount === 1 ? "" : "s"}, ${formatPrice(order.cost)}`}
      logoUrl={order.logo_url}
      footer={<ShopContactFooter shopPhone={order.shop_phone} replyTo={order.reply_to} />}
    >
      <Text style={styles.eyebrow}>Order confirmation</Text>
      <Heading as="h1" style={styles.heading}>
        Thank you for your order
      </Heading>
      <Text style={styles.text}>
        {order.to_name.trim() ? `Dear ${order.to_name},` : "Hello,"}
        <br />
        We have received your order and are getting it ready. Here are its details.
      </Text>
      <Text style={styles.small}>
        Order number: <strong>{order.order_id}</strong>
      </Text>
      <Text style={styles.small}>
        Placed on {orderDateFormat.format(new Date(order.order_date))}
        {order.order_method === "whatsapp" ? " · ordered on WhatsApp" : ""}
      </Text>
      <Hr style={styles.rule} />
      <ItemTable order={order} />
      <Hr style={styles.rule} />
      <TotalsTable order={order} />
      <Hr style={styles.rule} />
      <Heading as="h2" style={styles.subheading}>
        Delivery and next steps
      </Heading>
      <Text style={styles.text}>Estimated delivery: {order.delivery_estimate}.</Text>
      <Text style={styles.text}>
        1. We call or message you to confirm your order and delivery address.
        <br />
        2. We prepare and pack your order.
        <br />
        3. We deliver it to your door. We accept{" "}
        <span style={{ whiteSpace: "nowrap" }}>M-PESA</span>, VISA, MasterCard and cash.
      </Text>
      <Section style={{ textAlign: "center", padding: "12px 0" }}>
        <Button href={order.order_url} style={styles.button}>
          View your order
        </Button>
      </Section>
    </EmailFrame>
  );
}

// One table each for items and totals, so the plain-text part lines their columns up too.
const dataTable = { role: "presentation", width: "100%", cellPadding: 0, cellSpacing: 0 } as const;

function ItemTable({ order }: { order: OrderConfirmation }) {
  return (
    <table className="data" {...dataTable}>
      <thead>
        <tr>
          <th style={{ ...styles.head, width: "52px" }} />
          <th style={{ ...styles.head, textAlign: "left" }}>Item</th>
          <th style={styles.head}>Qty</th>
          <th style={styles.head}>Price</th>
          <th style={styles.head}>Total</th>
        </tr>
      </thead>
      <tbody>
        {order.orders.map((item, index) => (
          <tr key={index}>
            <td style={styles.cell}>
              {item.image_url ? (
                <Img src={item.image_url} width="48" height="48" alt="" style={styles.thumb} />
              ) : null}
            </td>
            <td style={{ ...styles.cell, textAlign: "left" }}>{item.name}</td>
            <td style={styles.cell}>{item.units}</td>
            <td style={styles.money}>{formatPrice(item.price)}</td>
            <td style={styles.money}>{formatPrice(item.units * item.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TotalsTable({ order }: { order: OrderConfirmation }) {
  const discounted = {
    discount: order.discount,
    agreedDiscount: order.agreed_discount,
    shipping: order.shipping,
    deliveryWaived: order.delivery_waived,
    discountCode: order.discount_code,
  };
  const wrappingLine = giftWrappingLineOf({ giftWrapping: order.gift_wrapping });
  const lines: [string, string][] = [
    ["Subtotal", formatPrice(order.subtotal)],
    // Decisions 064 and 070: a code's discount and staff's agreed one are lines of their own.
    ...discountRowsOf(discounted),
    ["Shipping", deliveryTextOf(discounted)],
    // Decision 071: a gift's wrapping is charged as a line of its own.
    ...(wrappingLine ? [wrappingLine] : []),
    // DESIGN §6: prices include VAT; the line shows the VAT included, never added again.
    [`VAT (${vatRatePercent}%, included)`, formatPrice(order.tax)],
  ];
  return (
    <table className="data" {...dataTable}>
      <tbody>
        {lines.map(([label, amount]) => (
          <tr key={label}>
            <td style={{ ...styles.amount, textAlign: "left" }}>{label}</td>
            <td style={styles.amount}>{amount}</td>
          </tr>
        ))}
        <tr>
          <td style={{ ...styles.total, textAlign: "left" }}>Total</td>
          <td style={styles.total}>{formatPrice(order.cost)}</td>
        </tr>
      </tbody>
    </table>
  );
}

// html-to-text lays out our two data tables as tables (React Email's selectors come first, so
// the layout tables stay plain blocks).
const textSelectors = [{ selector: "table.data", format: "dataTable" }];

/**
 * Renders the order confirmation: subject 'Your Loris order LOR-…', the branded HTML and its
 * plain-text rendering (React Email's html-to-text conversion of that HTML, rendered once).
 * Money is whole KSh.
 */
export async function renderOrderConfirmation(payload: OrderConfirmation): Promise<RenderedEmail> {
  const html = await render(<OrderConfirmationEmail order={payload} />);
  const text = toPlainText(html, { selectors: textSelectors });
  return { subject: `Your Loris order ${payload.order_id}`, html, text };
}
