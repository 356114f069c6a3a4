// The new-order and order-items pages' texts, lines and drafts (decisions 043, 046); the form's
// check, which reuses the checkout's field rules, is contracts/staff-order-form.ts.
import { readAgreedAmount, type AgreedTerms } from "./agreed-price";
import { maxLineQuantity } from "./cart";
import type { CheckoutInput } from "./checkout";
import type { CounterPayment } from "./counter-sale";
import type { FormRefusal } from "./form-refusal";
import type { ProductSize } from "./product";
import { isRecordId } from "./record-id";
import type { SalesChannel } from "./sales-channel";

/** The new-order page's texts (decision 043). */
export const staffOrderTexts = {
  title: "New order",
  noLines: "Add at least one product to the order.",
  customerNeeded: "Enter the customer's name and phone.",
  /** The name's and the phone's own messages, beside them (decision 052). */
  nameNeeded: "Enter the customer's name.",
  phoneNeeded: "Enter the customer's phone.",
  addressNeeded: "Enter a delivery address or landmark (or choose Walk-in).",
  channelNeeded: "Choose where the sale was made.",
  tooManyLines: "An order holds at most 50 lines.",
  quantity: `Enter each quantity as a whole number from 1 to ${maxLineQuantity}.`,
} as const;

/** The page where staff change a WhatsApp order's items in its chat (decision 046). */
export const orderItemsTexts = {
  title: "Change items",
  action: "Change items",
  save: "Save items",
  notEditable: "Only a WhatsApp order awaiting its chat can have its items changed.",
  moneyCounted: "Money is already counted for this order: its items can no longer change.",
  notFound: "No such order.",
} as const;

/**
 * Why staff may not change an order's items, or null when they may (decision 046): only a
 * WhatsApp order awaiting its chat — the customer is still agreeing it — with no money counted.
 */
export function itemChangeRefusal(order: {
  orderMethod: string;
  status: string;
  amountPaid: number;
}): string | null {
  if (order.orderMethod !== "whatsapp" || order.status !== "pending") {
    return orderItemsTexts.notEditable;
  }
  return order.amountPaid > 0 ? orderItemsTexts.moneyCounted : null;
}

/**
 * A line of the draft: a product's size, how many (1…99) and the unit price staff agreed
 * (decision 070: whole KSh; null = the catalogue price; left out = not said, which Change items
 * reads as keeping the line's agreed price).
 */
export interface StaffOrderLine {
  productId: string;
  sizeId: string;
  quantity: number;
  agreedPrice?: number | null;
}

/** A product as the new-order page offers it: its sizes with price, stock level and stock. */
export interface StaffProductChoice {
  id: string;
  name: string;
  sizes: (ProductSize & { stockLevel: number | null })[];
}

/** A draft line as the page shows it: the product's name, the size's label and catalogue price (KSh). */
export interface StaffDraftLine extends StaffOrderLine {
  name: string;
  sizeLabel: string;
  price: number;
  inStock: boolean;
}

/** The most lines a staff order holds (the checkout's limit). */
export const maxStaffOrderLines = 50;

/** A line's key in the form: `{productId}~{sizeId}` (ids never hold '~'). */
export const lineKey = (line: Pick<StaffOrderLine, "productId" | "sizeId">) =>
  `${line.productId}~${line.sizeId}`;

/** The product and size a line key names, or null for anything else. */
export function parseLineKey(value: unknown): Pick<StaffOrderLine, "productId" | "sizeId"> | null {
  if (typeof value !== "string") return null;
  const [productId, sizeId, ...rest] = value.split("~");
  return rest.length === 0 && isRecordId(productId) && isRecordId(sizeId)
    ? { productId, sizeId }
    : null;
}

/** A typed quantity: a whole number 1…99 ('3', ' 3 '), else null ('-1', '0', '2.5', '1e3'). */
function readQuantity(value: unknown): number | null {
  const text = typeof value === "string" ? value.trim() : "";
  const quantity = /^\d{1,2}$/.test(text) ? Number(text) : 0;
  return quantity >= 1 && quantity <= maxLineQuantity ? quantity : null;
}

/**
 * The name a line's quantity is refused under (decision 052): `quantity.<line key>`, since every
 * line's field is named `quantity` (the draft's parallel lists).
 */
export const quantityFieldOf = (key: string) => `quantity.${key}`;

/**
 * Why the draft's quantities are refused, or null: each line's `quantity` field must be a whole
 * number 1…99, and so must one size's lines together (staffOrderTexts.quantity), which marks
 * the first line that breaks it (quantityFieldOf). Nothing typed is rewritten into another
 * number.
 */
export function quantityRefusal(form: URLSearchParams | FormData): FormRefusal | null {
  const quantities = form.getAll("quantity");
  const totals = new Map<string, number>();
  for (const [index, key] of form.getAll("line").entries()) {
    const named = parseLineKey(key);
    if (!named) continue;
    const quantity = readQuantity(quantities[index]);
    const total = (totals.get(named.sizeId) ?? 0) + (quantity ?? Infinity);
    if (total > maxLineQuantity) {
      const message = staffOrderTexts.quantity;
      return { summary: message, fields: { [quantityFieldOf(lineKey(named))]: message } };
    }
    totals.set(named.sizeId, total);
  }
  return null;
}

/**
 * A line's agreed price field (decision 070): undefined when the form has none for it, null when
 * left empty (the catalogue price); for showing a draft, text that is not whole KSh reads as
 * empty (placing or saving it is refused first: agreedAmountRefusal).
 */
function readAgreedPrice(value: FormDataEntryValue | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  return readAgreedAmount(value) ?? null;
}

/**
 * The draft's lines from a form: `line` keys with their `quantity` and `agreedPrice` fields
 * (parallel lists), then `add` (one more of a size, or a new line of 1) and `remove`. Unreadable
 * keys are dropped; the same size twice is one line, at the first agreed price given. At most 50
 * lines. For showing a draft, a quantity that is not 1…99 reads as 1 and a size's total stops at
 * 99; placing or saving it is refused first (quantityRefusal).
 */
export function draftLines(form: URLSearchParams | FormData): StaffOrderLine[] {
  const quantities = form.getAll("quantity");
  const prices = form.getAll("agreedPrice");
  const lines = new Map<string, StaffOrderLine>();
  form.getAll("line").forEach((key, index) => {
    const named = parseLineKey(key);
    if (!named) return;
    const quantity = readQuantity(quantities[index]) ?? 1;
    const known = lines.get(named.sizeId);
    const agreedPrice = known?.agreedPrice ?? readAgreedPrice(prices[index]);
    lines.set(named.sizeId, {
      ...named,
      quantity: Math.min((known?.quantity ?? 0) + quantity, maxLineQuantity),
      ...(agreedPrice !== undefined && { agreedPrice }),
    });
  });
  const added = parseLineKey(form.get("add"));
  if (added) {
    const known = lines.get(added.sizeId);
    lines.set(added.sizeId, {
      ...known,
      ...added,
      quantity: Math.min((known?.quantity ?? 0) + 1, maxLineQuantity),
    });
  }
  const removed = parseLineKey(form.get("remove"));
  if (removed) lines.delete(removed.sizeId);
  return [...lines.values()].slice(0, maxStaffOrderLines);
}

/** A staff order ready to place: the checkout it amounts to, its channel, what staff agreed. */
export interface StaffOrderInput {
  checkout: CheckoutInput;
  channel: SalesChannel;
  agreed: AgreedTerms;
  /** Collected and paid at the counter now (decision 077); null = not. */
  counter: CounterPayment | null;
}
