// zod/mini: this schema also checks the checkout form in the browser, where bytes count.
import { z } from "zod/mini";
import { maxLineQuantity } from "./cart";
import { invalidKenyanPhoneText, normalizeKenyanPhone } from "./kenyan-phone";
import { productNameMaxLength } from "./product-name";
import { recordId } from "./record-id";
import { storable } from "./storable-text";
import { stripUnstorableCharacters } from "./text-characters";
import { withinLength } from "./text-limit";
import { checkoutFieldLimits } from "./checkout-field-limits";
import { deliveryChoiceKeyPattern, isCollected, type DeliveryChoiceKey } from "./delivery";

/** SPEC §5, §8 checkout texts. */
export const checkoutTexts = {
  requiredFields: "Please fill in all required fields",
  /** Each required field's own message, beside it when it is left empty (decision 052). */
  missing: {
    fullName: "Please enter your full name",
    email: "Please enter your email",
    phone: "Please enter your phone number",
    address: "Please enter a delivery address or landmark",
    city: "Please enter your town",
  },
  /** A delivery choice not shaped like one the checkout offers (decision 082). */
  unknownDelivery: "Please choose a delivery option from the list",
  invalidEmail: "Please enter a valid email address",
  invalidPhone: invalidKenyanPhoneText,
  /** The number an M-PESA prompt goes to (decision 020). */
  invalidMpesaPhone: "Please enter a Safaricom number to pay from, such as 0712 345 678",
  badQuantity: "Quantities must be whole numbers from 1 to 99",
  emptyCart: "Your cart is empty",
  /** A cart line whose id no product of the shop could have (decision 016). */
  unknownProduct: "Sorry, a product in your cart is no longer available.",
  /** A checkout sent without the key its page was rendered with (decision 019). */
  staleForm:
    "This checkout form is out of date. Please reload the page and place your order again.",
  saveFailed:
    "We encountered an error processing your order. Please try again or contact customer support.",
} as const;

type LimitedField = keyof typeof checkoutFieldLimits;

/** A contact field; errors name it (a character the shop does not store, too long a text). */
const optionalText = (field: LimitedField, { isMultiline = false } = {}) => {
  const { label, maxLength } = checkoutFieldLimits[field];
  return z.pipe(
    z.optional(
      z.string().check(z.trim(), storable(label, { isMultiline }), withinLength(label, maxLength)),
    ),
    z.transform((value) => (value ? value : undefined)),
  );
};

/**
 * One cart line as the checkout sends it: the product id, the size's (DESIGN §5; without one,
 * the size a shopper who chose none buys, contracts/product-sizes.ts) and a whole quantity 1…99.
 */
export const CheckoutLineSchema = z.object({
  id: recordId(checkoutTexts.unknownProduct),
  sizeId: z.optional(recordId(checkoutTexts.unknownProduct)),
  quantity: z
    .int({ error: checkoutTexts.badQuantity })
    .check(
      z.minimum(1, { error: checkoutTexts.badQuantity }),
      z.maximum(maxLineQuantity, { error: checkoutTexts.badQuantity }),
    ),
  /** Only to name a product the shop no longer has; never used for pricing. */
  name: z.optional(
    z.pipe(
      z.string().check(z.maxLength(productNameMaxLength)),
      z.transform(stripUnstorableCharacters),
    ),
  ),
});

/** An idempotency key's shape: 16–100 letters, digits, '_' or '-' (decision 004). */
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;

/** Whether `value` has the shape of an idempotency key (anything else never reaches a query). */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && idempotencyKeyPattern.test(value);
}

/** The checkout form's own fields: everything but the cart's lines. */
const checkoutFormShape = {
  idempotencyKey: z
    .string({ error: checkoutTexts.staleForm })
    .check(z.regex(idempotencyKeyPattern, { error: checkoutTexts.staleForm })),
  orderMethod: z.enum(["website", "whatsapp"]),
  fullName: optionalText("fullName"),
  email: optionalText("email"),
  phone: optionalText("phone"),
  notes: optionalText("notes", { isMultiline: true }),
  /** The delivery choice (decision 082): a default zone, 'shop', 'zone:<id>' or 'point:<id>'. */
  deliveryArea: z.pipe(
    z
      .string({ error: checkoutTexts.unknownDelivery })
      .check(z.regex(deliveryChoiceKeyPattern, { error: checkoutTexts.unknownDelivery })),
    z.transform((key) => key as DeliveryChoiceKey),
  ),
  address: optionalText("address", { isMultiline: true }),
  city: optionalText("city"),
  /** Decision 020: website orders may pay now by M-PESA; paying on delivery stays the default. */
  paymentMethod: z.optional(z.enum(["mpesa_stk", "cash_on_delivery"])),
  /** The M-PESA number to prompt, when not the contact phone. */
  mpesaPhone: optionalText("mpesaPhone"),
};

type ContactCheck = z.core.ParsePayload<{
  orderMethod: "website" | "whatsapp";
  fullName?: string;
  email?: string;
  phone?: string;
  deliveryArea: DeliveryChoiceKey;
  address?: string;
  city?: string;
  paymentMethod?: "mpesa_stk" | "cash_on_delivery";
  mpesaPhone?: string;
}>;

/** The fields a website order needs (SPEC §5, DESIGN §5), and the town outside Nairobi. */
const requiredContactFields = ["fullName", "email", "phone", "address"] as const;

/**
 * The fields a website order lacks of what the courier and the shop need (SPEC §5 and DESIGN
 * §5): full name, e-mail, phone and a delivery address or landmark, and a town elsewhere in
 * Kenya; a pickup at the shop or a pickup point needs no address (decisions 077, 082). WhatsApp
 * orders need none: the chat asks.
 */
function missingFields(
  input: Omit<ContactCheck["value"], "paymentMethod">,
): (keyof typeof checkoutTexts.missing)[] {
  if (input.orderMethod !== "website") return [];
  const missing = requiredContactFields.filter(
    (name) => !input[name] && !(name === "address" && isCollected(input.deliveryArea)),
  );
  return input.deliveryArea === "elsewhere" && !input.city ? [...missing, "city"] : missing;
}

/**
 * Website orders need their contact and delivery fields; what is given must be valid. Every
 * refused field gets its own issue (decision 052), after one for the whole form with SPEC §5's
 * 'Please fill in all required fields' when any is missing.
 */
function checkContact(ctx: ContactCheck): void {
  const input = ctx.value;
  const missing = missingFields(input);
  const refused: { name: string; message: string }[] = missing.map((name) => ({
    name,
    message: checkoutTexts.missing[name],
  }));
  if (input.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) {
    refused.push({ name: "email", message: checkoutTexts.invalidEmail });
  }
  const isPhoneRead = Boolean(input.phone && normalizeKenyanPhone(input.phone));
  if (input.phone && !isPhoneRead) {
    refused.push({ name: "phone", message: checkoutTexts.invalidPhone });
  } else if (
    isPayingByPrompt(input) &&
    (input.mpesaPhone || isPhoneRead) &&
    !normalizeKenyanPhone(input.mpesaPhone ?? input.phone ?? "")
  ) {
    refused.push({ name: "mpesaPhone", message: checkoutTexts.invalidMpesaPhone });
  }
  if (missing.length > 0) {
    ctx.issues.push({ code: "custom", message: checkoutTexts.requiredFields, input });
  }
  for (const { name, message } of refused) {
    ctx.issues.push({ code: "custom", message, input, path: [name] });
  }
}

/** Whether a checkout asks for an M-PESA prompt: website orders only (decision 020). */
function isPayingByPrompt(input: { orderMethod: string; paymentMethod?: string }): boolean {
  return input.orderMethod === "website" && input.paymentMethod === "mpesa_stk";
}

/**
 * The checkout form as the shopper fills it in (decision 019): checked in the browser before it is
 * sent, and by the server as part of CheckoutSchema.
 */
export const CheckoutFormSchema = z.object(checkoutFormShape).check(checkContact);

/**
 * What a checkout places (decision 004, SPEC §2/§5): the form and the cart's lines. Prices and
 * totals are not part of it: the server prices the order from the database (DESIGN §6).
 * Website orders need full name, e-mail, phone and an address (a town too outside Nairobi);
 * WhatsApp orders need no contact fields. The phone comes out in E.164. A discount code, when
 * given, is priced by the server (decision 064).
 */
export const CheckoutSchema = z
  .object({
    ...checkoutFormShape,
    items: z
      .array(CheckoutLineSchema)
      .check(z.minLength(1, { error: checkoutTexts.emptyCart }), z.maxLength(50)),
    /** A discount code as typed or kept on the cart; the server checks it (decision 064). */
    discountCode: z.optional(z.string().check(z.maxLength(40))),
  })
  .check(checkContact);

/** The first problem of a failed check, as a message a shopper can act on. */
export function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? checkoutTexts.requiredFields;
}

/** A checkout as sent, before the phone is normalized. */
export type CheckoutRequest = z.input<typeof CheckoutSchema>;

/** A valid checkout, with the phone in E.164. */
export type CheckoutInput = z.output<typeof CheckoutSchema>;

/**
 * Checks a checkout: the parsed input with its phone in E.164, or the first problem as a
 * message a shopper can act on. A website order paying by M-PESA prompt gets its `mpesaPhone`
 * in E.164 (the contact phone when none was given); any other order pays on delivery.
 */
export function parseCheckout(body: unknown): { input: CheckoutInput } | { error: string } {
  const parsed = CheckoutSchema.safeParse(body);
  if (!parsed.success) return { error: firstIssue(parsed.error) };
  const e164 = (text: string | undefined) =>
    text ? (normalizeKenyanPhone(text) ?? undefined) : undefined;
  const isPrompt = isPayingByPrompt(parsed.data);
  return {
    input: {
      ...parsed.data,
      phone: e164(parsed.data.phone),
      paymentMethod: isPrompt ? "mpesa_stk" : "cash_on_delivery",
      mpesaPhone: isPrompt ? e164(parsed.data.mpesaPhone ?? parsed.data.phone) : undefined,
    },
  };
}

/** The checkout form's own field names (what a refused form keeps). */
const fieldNames = [
  "idempotencyKey",
  "orderMethod",
  "fullName",
  "email",
  "phone",
  "notes",
  "deliveryArea",
  "address",
  "city",
  "paymentMethod",
  "mpesaPhone",
] as const;

/** The checkout form's fields as typed (strings), by name. */
export type CheckoutFields = Partial<Record<(typeof fieldNames)[number], string>>;

/** The fields `names` of a submitted form, as typed; anything else is left out. */
export function formFieldsOf<Name extends string>(
  form: FormData,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const fields: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

/** The checkout form's own fields of a submitted form; anything else is left out. */
export const checkoutFieldsOf = (form: FormData): CheckoutFields => formFieldsOf(form, fieldNames);
