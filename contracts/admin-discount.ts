// zod/mini: Admin → Marketing → Discounts' form carries this schema's texts into the browser.
import { z } from "zod/mini";
import {
  canonicalDiscountCode,
  discountCodeLength,
  discountKinds,
  discountScopes,
  type DiscountKind,
  type DiscountScope,
} from "./discount-code";
import { formatPrice } from "./money";
import { nairobiInstant } from "./nairobi-time";

/** The largest fixed amount a code may take off, whole KSh (decision 064). */
export const maxFixedDiscount = 100_000;

/** The most uses a cap may allow, and the most targets a code may name. */
const maxUsesLimit = 1_000_000;
const maxTargets = 200;

/** Admin → Marketing → Discounts texts (decision 064): each refusal names the field and why. */
export const discountAdminTexts = {
  refused: "Some discount code details need another look",
  code: `Code is ${discountCodeLength.min} to ${discountCodeLength.max} letters, digits or '-'`,
  codeTaken: (code: string) => `Code ${code} exists already`,
  kind: "Choose what the code gives",
  percent: "Percentage off is a whole number from 1 to 100",
  fixed: `Amount off is a whole number of KSh from 1 to ${formatPrice(maxFixedDiscount)}`,
  minSubtotal: "Minimum items subtotal is a whole number of KSh from 1, or empty",
  startsAt: "Choose when the code starts",
  endsAt: "Choose when the code ends",
  endBeforeStart: "The end must be after the start",
  maxUses: `Total uses is a whole number from 1 to ${maxUsesLimit.toLocaleString("en-KE")}, or empty`,
  appliesTo: "Choose what the code applies to",
  targets: {
    categories: "Choose at least one category",
    products: "Choose at least one product",
    brands: "Choose at least one brand",
  },
  unknownTarget: "Something the code applies to is no longer in the shop; choose again",
  notFound: "Discount code not found",
  created: (code: string) => `Code ${code} created`,
  ended: (code: string) => `Code ${code} ended: it no longer applies`,
  failed: "Failed to save the discount code. Please try again.",
} as const;

/** A whole number typed in a field ('' = none): digits only, at most nine. */
const wholeNumberPattern = /^\d{1,9}$/;
const asWhole = (text: string | undefined) =>
  text && wholeNumberPattern.test(text) ? Number(text) : undefined;

/** A datetime-local field's value: 'YYYY-MM-DDTHH:mm', read as Nairobi's wall clock. */
const wallClockPattern = /^2\d{3}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const asInstant = (text: string | undefined) =>
  text && wallClockPattern.test(text) ? nairobiInstant(text) : undefined;
const isInstant = (at: Date | undefined): at is Date => at !== undefined && !isNaN(at.getTime());

const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(40)));
const checkbox = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === "on"),
);
const targets = z.pipe(
  z.optional(
    z.union([
      z.string().check(z.maxLength(200)),
      z.array(z.string().check(z.maxLength(200))).check(z.maxLength(maxTargets)),
    ]),
  ),
  z.transform((value) => (value === undefined ? [] : typeof value === "string" ? [value] : value)),
);

type Draft = {
  code: string;
  kind: DiscountKind;
  value?: string;
  minSubtotal?: string;
  startsAt?: string;
  endsAt?: string;
  maxUses?: string;
  appliesTo: DiscountScope;
  categories: string[];
  products: string[];
  brands: string[];
};

/** The keys a draft's scope names: its chosen categories, products or brands; none for 'all'. */
const targetsOf = (draft: Draft) => (draft.appliesTo === "all" ? [] : draft[draft.appliesTo]);

/** Every refused field of a draft, each with its own message (decision 052). */
function draftIssues(draft: Draft): { name: keyof Draft; message: string }[] {
  const issues: { name: keyof Draft; message: string }[] = [];
  const refuse = (name: keyof Draft, message: string) => issues.push({ name, message });
  if (!canonicalDiscountCode(draft.code)) refuse("code", discountAdminTexts.code);
  const value = asWhole(draft.value);
  if (draft.kind === "percent" && !(value && value <= 100)) {
    refuse("value", discountAdminTexts.percent);
  }
  if (draft.kind === "fixed" && !(value && value <= maxFixedDiscount)) {
    refuse("value", discountAdminTexts.fixed);
  }
  if (draft.minSubtotal && !asWhole(draft.minSubtotal)) {
    refuse("minSubtotal", discountAdminTexts.minSubtotal);
  }
  const maxUses = asWhole(draft.maxUses);
  if (draft.maxUses && !(maxUses && maxUses <= maxUsesLimit)) {
    refuse("maxUses", discountAdminTexts.maxUses);
  }
  const startsAt = asInstant(draft.startsAt);
  const endsAt = asInstant(draft.endsAt);
  if (!isInstant(startsAt)) refuse("startsAt", discountAdminTexts.startsAt);
  if (!isInstant(endsAt)) refuse("endsAt", discountAdminTexts.endsAt);
  else if (isInstant(startsAt) && endsAt <= startsAt) {
    refuse("endsAt", discountAdminTexts.endBeforeStart);
  }
  if (draft.appliesTo !== "all" && targetsOf(draft).length === 0) {
    refuse(draft.appliesTo, discountAdminTexts.targets[draft.appliesTo]);
  }
  return issues;
}

const createShape = z.object({
  code: z.string({ error: discountAdminTexts.code }).check(z.maxLength(40)),
  kind: z.enum(discountKinds, { error: discountAdminTexts.kind }),
  value: optionalText,
  minSubtotal: optionalText,
  startsAt: optionalText,
  endsAt: optionalText,
  maxUses: optionalText,
  isOncePerCustomer: checkbox,
  appliesTo: z.enum(discountScopes, { error: discountAdminTexts.appliesTo }),
  categories: targets,
  products: targets,
  brands: targets,
  skipsSaleItems: checkbox,
});

/**
 * Admin → Marketing → Discounts' new-code form (docs/decisions/064-discount-codes.md): code, kind,
 * value, minSubtotal, startsAt and endsAt as Nairobi's 'YYYY-MM-DDTHH:mm', maxUses,
 * isOncePerCustomer, appliesTo with the categories, products or brands it names, skipsSaleItems. A percentage is 1–100, a fixed
 * amount 1–KSh 100,000, the end after the start; each refusal names its field (decision 052).
 */
export const NewDiscountCodeSchema = z.pipe(
  createShape.check((ctx) => {
    for (const { name, message } of draftIssues(ctx.value)) {
      ctx.issues.push({ code: "custom", message, input: ctx.value, path: [name] });
    }
  }),
  z.transform((draft) => ({
    code: canonicalDiscountCode(draft.code)!,
    kind: draft.kind,
    value: draft.kind === "free_delivery" ? 0 : asWhole(draft.value)!,
    minSubtotal: asWhole(draft.minSubtotal) ?? null,
    startsAt: asInstant(draft.startsAt)!,
    endsAt: asInstant(draft.endsAt)!,
    maxUses: asWhole(draft.maxUses) ?? null,
    isOncePerCustomer: draft.isOncePerCustomer,
    appliesTo: draft.appliesTo,
    targets: [...new Set(targetsOf(draft))],
    skipsSaleItems: draft.skipsSaleItems,
  })),
);

/** A new code as staff set it: canonical code, instants, whole KSh and counts. */
export type NewDiscountCode = z.output<typeof NewDiscountCodeSchema>;

/** The 'End now' button's form: the code's id. */
export const EndDiscountCodeSchema = z.object({
  codeId: z.pipe(
    z
      .string({ error: discountAdminTexts.notFound })
      .check(z.regex(/^\d{1,9}$/, { error: discountAdminTexts.notFound })),
    z.transform(Number),
  ),
});
