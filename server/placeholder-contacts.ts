import type { Writable } from "node:stream";
import type { Logger } from "pino";
import { placeholderContacts } from "./settings/setting-fields";
import type { ShopSettingValues } from "./settings/shop-setting-values";

type ContactVariable = keyof typeof placeholderContacts;
type Contacts = Pick<ShopSettingValues, "whatsappNumber" | "shopPhone">;

/** The contact settings whose value is still the demo's placeholder, e.g. ["SHOP_PHONE"]. */
export function placeholderContactVariables(settings: Contacts): ContactVariable[] {
  const values: Record<ContactVariable, string> = {
    WHATSAPP_NUMBER: settings.whatsappNumber,
    SHOP_PHONE: settings.shopPhone,
  };
  return (Object.keys(placeholderContacts) as ContactVariable[]).filter(
    (name) => values[name] === placeholderContacts[name],
  );
}

const whatItDoes: Record<ContactVariable, string> = {
  WHATSAPP_NUMBER: "WhatsApp orders and chats go to it",
  SHOP_PHONE: "the footer shows it",
};

/**
 * Warns at start-up while WHATSAPP_NUMBER or SHOP_PHONE is the demo's placeholder (DESIGN §7):
 * shoppers' WhatsApp orders would go to a number nobody answers. One pino warning for the logs,
 * and the same framed on `terminal` (stderr) so that it stands out among the JSON lines.
 * Silent when both are set.
 */
export function warnOfPlaceholderContacts(
  settings: Contacts,
  log: Logger,
  terminal: Writable = process.stderr,
): void {
  const names = placeholderContactVariables(settings);
  if (names.length === 0) return;
  log.warn(
    { placeholders: names },
    `Placeholder contact numbers in use: ${names.join(", ")}. Set them in the admin's Settings or the environment (README, Configuration).`,
  );
  const lines = [
    "Placeholder contact numbers: shoppers cannot reach this shop.",
    ...names.map(
      (name) => `  ${`${name}=${placeholderContacts[name]}`.padEnd(32)}${whatItDoes[name]}`,
    ),
    "Set them in the admin's Settings, or in the environment, for example:",
    '  WHATSAPP_NUMBER=254712345678 SHOP_PHONE="+254 712 345 678" npm start',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "!".repeat(width + 4);
  const framed = [rule, ...lines.map((line) => `! ${line.padEnd(width)} !`), rule];
  terminal.write(`${framed.join("\n")}\n`);
}
