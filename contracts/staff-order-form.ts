// The new-order form as the action reads it (decision 043). Kept apart from staff-order.ts, whose
// texts and line helpers the New order page uses in the browser: the checkout's schemas, built at
// module level, would bring zod with them (decision 053).
import { z } from "zod/mini";
import { agreedAmountRefusal, agreedOrderFields, agreedPricesOf } from "./agreed-price-form";
import { CheckoutSchema, parseCheckout } from "./checkout";
import { parseCounterPayment } from "./counter-sale";
import { issuesByName, refusalOf, type FormRefusal } from "./form-refusal";
import { salesChannels, type SalesChannel } from "./sales-channel";
import { draftLines, quantityRefusal, staffOrderTexts, type StaffOrderInput } from "./staff-order";

/**
 * Checks the new-order form (decision 043): lines (quantities 1…99, quantityRefusal), agreed
 * prices and order discount in whole KSh (decision 070; the server checks them against the
 * catalogue and the cap when placing), the customer's name and Kenyan phone (stored in E.164), an
 * address unless the customer is in the shop or picks the order up there, the channel, whether it
 * was collected and paid at the counter (decision 077), and every field by the checkout's own
 * rules and limits. Returns the order, or the refusal in staff's words with each refused field's
 * own message (decision 052).
 */
export function parseStaffOrder(form: FormData): StaffOrderInput | FormRefusal {
  const refusal = quantityRefusal(form) ?? agreedAmountRefusal(form);
  if (refusal) return refusal;
  const counter = parseCounterPayment(form);
  if (counter && "error" in counter) {
    return { summary: counter.error, fields: { [counter.field]: counter.error } };
  }
  const lines = draftLines(form);
  if (lines.length === 0) return { summary: staffOrderTexts.noLines, fields: {} };
  const channel = z.enum(salesChannels).safeParse(form.get("channel"));
  if (!channel.success) return { summary: staffOrderTexts.channelNeeded, fields: {} };
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  // As a WhatsApp checkout (nothing required by the checkout itself); staff's own rules follow.
  const checkout = {
    idempotencyKey: text("idempotencyKey"),
    orderMethod: "whatsapp",
    items: lines.map((line) => ({
      id: line.productId,
      sizeId: line.sizeId,
      quantity: line.quantity,
    })),
    fullName: text("fullName"),
    email: text("email"),
    phone: text("phone"),
    deliveryArea: text("deliveryArea"),
    address: text("address"),
    city: text("city"),
    notes: text("notes"),
    // Decision 064: a code given in the chat, priced by the server when placed.
    discountCode: text("discountCode")?.trim() || undefined,
  };
  const parsed = parseCheckout(checkout);
  const missing = staffMissingFields(checkout, channel.data);
  if ("input" in parsed && Object.keys(missing).length === 0) {
    const { discount = 0, reason = "" } = agreedOrderFields(form);
    const agreed = { prices: agreedPricesOf(lines), discount, reason };
    return { checkout: parsed.input, channel: channel.data, agreed, counter };
  }
  const refused =
    "error" in parsed
      ? refusalOf(
          issuesByName(CheckoutSchema.safeParse(checkout).error?.issues ?? []),
          parsed.error,
        )
      : { summary: "", fields: {} };
  const summary =
    missing.fullName || missing.phone
      ? staffOrderTexts.customerNeeded
      : (missing.address ?? refused.summary);
  return { summary, fields: { ...missing, ...refused.fields } };
}

/** Staff's own required fields left blank: name, phone, and an address unless walk-in or a pickup. */
function staffMissingFields(
  checkout: Record<string, unknown>,
  channel: SalesChannel,
): Record<string, string> {
  const isBlank = (name: string) => {
    const value = checkout[name];
    return typeof value !== "string" || value.trim() === "";
  };
  const missing: Record<string, string> = {};
  if (isBlank("fullName")) missing.fullName = staffOrderTexts.nameNeeded;
  if (isBlank("phone")) missing.phone = staffOrderTexts.phoneNeeded;
  const isAtShop = channel === "walk_in" || checkout.deliveryArea === "shop";
  if (isBlank("address") && !isAtShop) missing.address = staffOrderTexts.addressNeeded;
  return missing;
}
