// zod/mini like the checkout's own schema; only the server reads a gift (decision 071).
import { z } from "zod/mini";
import { formFieldsOf } from "./checkout";
import { giftFieldLimits, type OrderGift } from "./gift";
import { normalizeKenyanPhone } from "./kenyan-phone";
import { storable, unstorableTextMessage } from "./storable-text";
import { hasUnstorableCharacter } from "./text-characters";
import { withinLength } from "./text-limit";

/** What the checkout says of a gift it refuses (decision 071); each names its field. */
export const giftTexts = {
  missingName: "Please enter the recipient's name",
  missingPhone: "Please enter the recipient's phone number: the rider calls them",
  invalidPhone: "Please enter the recipient's Kenyan phone number, such as 0712 345 678",
  wrappingNotOffered:
    "Gift wrapping is no longer offered. Please untick it and place your order again.",
} as const;

/** A gift as a checkout places it: the recipient's phone in E.164, and whether to wrap it. */
export interface GiftChoice extends OrderGift {
  isWrapped: boolean;
}

type GiftField = keyof typeof giftFieldLimits;

/** The gift's fields of the checkout form: "This is a gift", its three texts and wrapping. */
const giftFieldNames = ["gift", "giftName", "giftPhone", "giftMessage", "giftWrap"] as const;

/** The gift's fields as typed (strings), by name: what a refused checkout shows again. */
export type GiftFields = Partial<Record<(typeof giftFieldNames)[number], string>>;

/** The gift's fields of a submitted checkout form. */
export const giftFieldsOf = (form: FormData): GiftFields => formFieldsOf(form, giftFieldNames);

/** A one-line gift field as typed, trimmed; refused with a control character or over its limit. */
const line = (field: GiftField) => {
  const { label, maxLength } = giftFieldLimits[field];
  return z.optional(z.string().check(z.trim(), storable(label), withinLength(label, maxLength)));
};

/**
 * The card's message: line breaks as '\n' (a browser sends '\r\n'), trimmed, at most its limit,
 * and no other control character (the note is printed).
 */
const message = (() => {
  const { label, maxLength } = giftFieldLimits.giftMessage;
  const typed = z.pipe(
    z.string(),
    z.transform((text) => text.replace(/\r\n?/g, "\n").trim()),
  );
  return z.optional(
    z.pipe(
      typed,
      z.string().check(
        z.refine((text) => !hasUnstorableCharacter(text.replaceAll("\n", "")), {
          error: unstorableTextMessage(label),
          abort: true,
        }),
        withinLength(label, maxLength),
      ),
    ),
  );
})();

const giftFormShape = z.object({
  /** The "This is a gift" box: 'on' when ticked; nothing else of the gift counts otherwise. */
  gift: z.optional(z.string()),
  giftName: line("giftName"),
  giftPhone: line("giftPhone"),
  giftMessage: message,
  giftWrap: z.optional(z.string()),
});

type GiftCheck = z.core.ParsePayload<z.output<typeof giftFormShape>>;

/** A ticked gift needs its recipient's name and a Kenyan phone the rider can call. */
function checkRecipient(ctx: GiftCheck): void {
  const input = ctx.value;
  if (!input.gift) return;
  const refuse = (name: GiftField, message: string) =>
    ctx.issues.push({ code: "custom", message, input, path: [name] });
  if (!input.giftName) refuse("giftName", giftTexts.missingName);
  if (!input.giftPhone) refuse("giftPhone", giftTexts.missingPhone);
  else if (!normalizeKenyanPhone(input.giftPhone)) refuse("giftPhone", giftTexts.invalidPhone);
}

/**
 * The checkout's gift fields (decision 071): undefined when "This is a gift" is not ticked, else
 * the recipient's name and phone (E.164), the message (none when empty) and whether to wrap it.
 * A ticked gift without a name, or with a missing or malformed phone, is refused naming the field.
 */
export const GiftFormSchema = z.pipe(
  giftFormShape.check(checkRecipient),
  z.transform((input): GiftChoice | undefined =>
    input.gift && input.giftName && input.giftPhone
      ? {
          recipientName: input.giftName,
          recipientPhone: normalizeKenyanPhone(input.giftPhone) ?? input.giftPhone,
          message: input.giftMessage || null,
          isWrapped: Boolean(input.giftWrap),
        }
      : undefined,
  ),
);
