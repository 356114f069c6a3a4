// zod/mini: contracts stay light for the browser (decision 048).
import { z } from "zod/mini";
import { checkoutFieldLimits } from "./checkout-field-limits";
import { checkoutTexts } from "./checkout";
import { fieldIssue } from "./field-issues";
import { recordId } from "./record-id";
import { savedAddressLabelMaxLength, savedAddressLimit } from "./saved-address-limits";
import { storable } from "./storable-text";
import { withinLength } from "./text-limit";

/** What the shopper reads of saved addresses (My Account, checkout). */
export const savedAddressTexts = {
  full: `You can keep up to ${savedAddressLimit} addresses. Please remove one to add another.`,
  missingLabel: "Please enter a label, such as Home",
  unknown: "That saved address is no longer on your account. Please choose another.",
  added: "Address saved.",
  updated: "Address updated.",
  removed: "Address removed.",
  madeDefault: "Default address changed.",
} as const;

const text = (label: string, maxLength: number, isMultiline = false) =>
  z.string().check(z.trim(), storable(label, { isMultiline }), withinLength(label, maxLength));

/**
 * A saved address as My Account's form sends it (decision 068): a label of at most 40
 * characters, the delivery area, the address or landmark and the town, limited and refused as
 * the checkout's own fields (contracts/checkout-field-limits.ts); a town is needed outside
 * Nairobi.
 */
export const SavedAddressSchema = z
  .object({
    label: text("Label", savedAddressLabelMaxLength),
    deliveryArea: z.enum(["nairobi", "elsewhere"]),
    address: text(checkoutFieldLimits.address.label, checkoutFieldLimits.address.maxLength, true),
    city: z._default(text(checkoutFieldLimits.city.label, checkoutFieldLimits.city.maxLength), ""),
  })
  .check((ctx) => {
    const { label, address, city, deliveryArea } = ctx.value;
    const missing: [string, string][] = [];
    if (!label) missing.push(["label", savedAddressTexts.missingLabel]);
    if (!address) missing.push(["address", checkoutTexts.missing.address]);
    if (deliveryArea === "elsewhere" && !city) missing.push(["city", checkoutTexts.missing.city]);
    if (missing.length > 0) {
      ctx.issues.push({ code: "custom", message: checkoutTexts.requiredFields, input: ctx.value });
    }
    for (const [name, message] of missing) ctx.issues.push(fieldIssue(name, message, ctx.value));
  });

/** A saved address's fields, checked. */
export type SavedAddressInput = z.output<typeof SavedAddressSchema>;

/** A saved address's id as a form sends it; anything else is unknown. */
export const SavedAddressIdSchema = z.object({ addressId: recordId(savedAddressTexts.unknown) });
