import { Body, Container, Head, Html, Img, Preview, Section } from "@react-email/components";
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
