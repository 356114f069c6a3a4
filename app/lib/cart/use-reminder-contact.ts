import { useRef, type SyntheticEvent } from "react";
import { useFetcher, type ShouldRevalidateFunction } from "react-router";
import type { CartIntent } from "#contracts/cart.ts";
import { marketingConsentField } from "#contracts/marketing-consent.ts";
import type { action } from "../../routes/cart";

const contactIntent: CartIntent = "contact";

/** The checkout's `shouldRevalidate`: a contact kept on the cart changes nothing it shows. */
export const notAfterReminderContact: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get("intent") === contactIntent ? false : defaultShouldRevalidate);

/**
 * The checkout's contact fieldset's handler for its blur and change events
 * (docs/decisions/067-marketing-consent-and-cart-reminders.md): while the consent box is ticked,
 * each new phone or e-mail is sent in the background to POST /cart (intent `contact`), which
 * keeps it on the cart for its reminder; unticking it after that takes it off. Nothing is sent
 * while the box was never ticked.
 */
export function useReminderContact(): (event: SyntheticEvent<HTMLFieldSetElement>) => void {
  const fetcher = useFetcher<typeof action>();
  const sent = useRef("");
  return (event) => {
    // Typing is sent when the field is left; only the box's change is sent at once.
    const target = event.target as HTMLInputElement;
    if (event.type === "change" && target.name !== marketingConsentField.name) return;
    const form = event.currentTarget.form;
    if (!form) return;
    const fields = new FormData(form);
    const isTicked = fields.get(marketingConsentField.name) === marketingConsentField.value;
    const phone = String(fields.get("phone") ?? "");
    const email = String(fields.get("email") ?? "");
    const contact = isTicked ? `${phone}\n${email}` : "";
    if (contact === sent.current) return;
    sent.current = contact;
    const body: Record<string, string> = { intent: contactIntent, phone, email };
    if (isTicked) body[marketingConsentField.name] = marketingConsentField.value;
    void fetcher.submit(body, { method: "post", action: "/cart" });
  };
}
