import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { mailboxAddress } from "../mailbox-address";
import { styles } from "./email-theme";

/** The shop's e-mail frame: preview text, the logo (an absolute PNG URL) and a card. */
export function EmailFrame({
  preview,
  logoUrl,
  children,
  footer,
}: {
  preview: string;
  logoUrl: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={{ textAlign: "center", paddingBottom: "16px" }}>
            <Img src={logoUrl} width="258" height="84" alt="Loris" style={styles.logo} />
          </Section>
          <Section style={styles.card}>{children}</Section>
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

/** Under a customer's e-mail: how to reach the shop (its phone, and replies to `replyTo`). */
export function ShopContactFooter({ shopPhone, replyTo }: { shopPhone: string; replyTo: string }) {
  // replyTo may carry the sender's name ('Loris <orders@…>'); people read the address alone.
  const replyAddress = mailboxAddress(replyTo);
  return (
    <Section style={{ padding: "20px 8px", textAlign: "center" }}>
      <Text style={styles.small}>
        Questions about your order? Call or WhatsApp us on{" "}
        <span style={{ whiteSpace: "nowrap" }}>{shopPhone}</span>, or reply to this e-mail (
        <Link href={`mailto:${replyAddress}`} style={styles.link}>
          {replyAddress}
        </Link>
        ).
      </Text>
      <Text style={styles.small}>Loris · Perfumes and home scents · Kenya</Text>
    </Section>
  );
}
