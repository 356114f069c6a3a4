import { formatKenyanPhone, invalidKenyanPhoneText, normalizeKenyanPhone } from "./kenyan-phone";

/**
 * Who takes an order to its customer (docs/decisions/079-dispatch-and-tracking.md): a rider — a
 * staff rider account, or a rider named with their phone — or a courier or bus parcel service
 * with its reference. Phones are E.164.
 */
export type Dispatch =
  | { way: "rider"; name: string; phone: string | null }
  | { way: "courier"; name: string; reference: string };

/** The dispatch form's limits, in characters (the database checks the same). */
export const dispatchLimits = { name: 80, reference: 40 } as const;

/** The dispatch choice's special values beside a staff rider's account id. */
export const dispatchChoiceValues = { none: "", otherRider: "other", courier: "courier" } as const;

/** What staff and customers read of a dispatch. */
export const dispatchTexts = {
  label: "Delivered by",
  nobody: "No one yet",
  otherRider: "Another rider",
  courier: "Courier or bus parcel",
  riderName: "Rider's name",
  riderPhone: "Rider's phone",
  courierName: "Courier",
  courierReference: "Reference number",
  save: "Save",
  saveAndShip: "Save and mark shipped",
  saved: "Delivery saved.",
  shipped: "Delivery saved. The order is shipped and the customer told.",
  badForm: "Choose an order and who delivers it.",
  riderNameNeeded: "Enter the rider's name.",
  courierNameNeeded: "Enter the courier's name.",
  referenceNeeded: "Enter the courier's reference number.",
  nameTooLong: `A name is at most ${dispatchLimits.name} characters.`,
  referenceTooLong: `The courier's reference is at most ${dispatchLimits.reference} characters.`,
  riderPhoneInvalid: `The rider's phone: ${invalidKenyanPhoneText}`,
  orderClosed: "This order is already delivered or cancelled.",
} as const;

/** What the dispatch form chose: nobody, a staff rider's account, another rider, a courier. */
export type DispatchChoice =
  | { way: "none" }
  | { way: "staff_rider"; riderId: string }
  | { way: "other_rider"; name: string; phone: string }
  | { way: "courier"; name: string; reference: string };

/** The longest account id a form may name (Better Auth's are 32 characters). */
const maxRiderIdLength = 64;

// Letters, digits, punctuation and spaces: no control characters in a name or reference.
const hasControl = (text: string) => /\p{Cc}/u.test(text);

function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().replace(/\s+/g, " ") : "";
}

/**
 * The dispatch form's choice (decision 079): field `riderId` is '' (nobody), 'other' (with
 * `riderName`, `riderPhone`), 'courier' (with `courierName`, `courierReference`) or a staff
 * rider's account id. Names at most 80 characters, a reference 40; a rider's phone Kenyan.
 * @returns the choice, or the reason to show staff.
 */
export function parseDispatchForm(form: FormData): DispatchChoice | { error: string } {
  const riderId = form.get("riderId");
  if (typeof riderId !== "string" || riderId.length > maxRiderIdLength) {
    return { error: dispatchTexts.badForm };
  }
  if (riderId === dispatchChoiceValues.none) return { way: "none" };
  if (riderId === dispatchChoiceValues.otherRider) {
    const name = textField(form, "riderName");
    if (!name) return { error: dispatchTexts.riderNameNeeded };
    if (name.length > dispatchLimits.name || hasControl(name)) {
      return { error: dispatchTexts.nameTooLong };
    }
    const phone = normalizeKenyanPhone(textField(form, "riderPhone").slice(0, 30));
    if (!phone) return { error: dispatchTexts.riderPhoneInvalid };
    return { way: "other_rider", name, phone };
  }
  if (riderId === dispatchChoiceValues.courier) {
    const name = textField(form, "courierName");
    const reference = textField(form, "courierReference");
    if (!name) return { error: dispatchTexts.courierNameNeeded };
    if (name.length > dispatchLimits.name || hasControl(name)) {
      return { error: dispatchTexts.nameTooLong };
    }
    if (!reference) return { error: dispatchTexts.referenceNeeded };
    if (reference.length > dispatchLimits.reference || hasControl(reference)) {
      return { error: dispatchTexts.referenceTooLong };
    }
    return { way: "courier", name, reference };
  }
  return { way: "staff_rider", riderId };
}

/** A phone as a customer dials it ('0712 345 678'); a phone not Kenyan as it was written. */
export function dialledPhone(phone: string): string {
  const normalized = normalizeKenyanPhone(phone);
  return normalized ? formatKenyanPhone(normalized) : phone;
}

/**
 * How the order's timeline records a dispatch: 'Assigned to rider Baraka Otieno, 0712 345 678',
 * 'Handed to courier G4S, reference KX123', 'Rider removed'.
 */
export function dispatchMessage(dispatch: Dispatch | null): string {
  if (dispatch === null) return "Rider removed";
  if (dispatch.way === "courier") {
    return `Handed to courier ${dispatch.name}, reference ${dispatch.reference}`;
  }
  const phone = dispatch.phone ? `, ${dialledPhone(dispatch.phone)}` : "";
  return `Assigned to rider ${dispatch.name}${phone}`;
}

/**
 * Who is bringing the order, as its customer reads it on the tracking page: 'Baraka Otieno is
 * bringing your order', 'Sent with G4S, reference KX123'.
 */
export function dispatchTrackingText(dispatch: Dispatch): string {
  return dispatch.way === "courier"
    ? `Sent with ${dispatch.name}, reference ${dispatch.reference}`
    : `${dispatch.name} is bringing your order`;
}
