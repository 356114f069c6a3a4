import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import type { ReactNode } from "react";
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
