import type { CSSProperties } from "react";

/** The shop's palette (DESIGN: ivory ground, espresso ink, muted gold accents). */
export const colors = {
  ivory: "#f7f3ec",
  card: "#fffdf9",
  stone: "#d9cfc1",
  espresso: "#1c1714",
  muted: "#6b5f55",
  gold: "#b08d57",
} as const;

/** Serif headings fall back to Georgia, which every e-mail client has. */
const serif = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const sans = "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif";

const cell: CSSProperties = {
  fontSize: "14px",
  lineHeight: "20px",
  padding: "8px 0 8px 8px",
  textAlign: "right",
  verticalAlign: "middle",
};

/** Inline styles of the shop's e-mails (clients ignore most style sheets). */
export const styles = {
  body: { backgroundColor: colors.ivory, color: colors.espresso, fontFamily: sans, margin: 0 },
  container: { maxWidth: "600px", margin: "0 auto", padding: "24px 16px" },
  logo: { margin: "0 auto" },
  card: {
    backgroundColor: colors.card,
    border: `1px solid ${colors.stone}`,
    borderRadius: "4px",
    padding: "28px 20px",
  },
  heading: { fontFamily: serif, fontWeight: 400, fontSize: "30px", lineHeight: "36px", margin: 0 },
  subheading: { fontFamily: serif, fontWeight: 400, fontSize: "22px", margin: "0 0 8px" },
  eyebrow: {
    color: colors.gold,
    fontSize: "12px",
    letterSpacing: "2px",
    textTransform: "uppercase",
    margin: "0 0 8px",
  },
  text: { fontSize: "15px", lineHeight: "24px", margin: "12px 0" },
  small: { color: colors.muted, fontSize: "13px", lineHeight: "20px", margin: "2px 0" },
  rule: { borderColor: colors.gold, borderWidth: "1px 0 0", margin: "24px 0" },
  thumb: { borderRadius: "4px", border: `1px solid ${colors.stone}` },
  head: {
    color: colors.muted,
    fontSize: "12px",
    fontWeight: 400,
    letterSpacing: "1px",
    textTransform: "uppercase",
    textAlign: "right",
    padding: "0 0 8px 8px",
  },
  cell,
  money: { ...cell, whiteSpace: "nowrap" },
  amount: { fontSize: "15px", lineHeight: "22px", padding: "4px 0", textAlign: "right" },
  total: {
    fontFamily: serif,
    fontSize: "22px",
    lineHeight: "28px",
    padding: "8px 0 0",
    textAlign: "right",
  },
  button: {
    backgroundColor: colors.espresso,
    color: colors.ivory,
    fontSize: "14px",
    letterSpacing: "1px",
    padding: "12px 24px",
    borderRadius: "2px",
    textDecoration: "none",
  },
  link: { color: colors.gold, textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;
