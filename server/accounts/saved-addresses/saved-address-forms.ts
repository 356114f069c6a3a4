import { data } from "react-router";
import { checkoutTexts } from "#contracts/checkout.ts";
import {
  SavedAddressIdSchema,
  SavedAddressSchema,
  savedAddressTexts,
} from "#contracts/saved-address.ts";
import type { Db } from "../../db/client";
import { readSubmission } from "../../http/form-submission";
import { accountRefusal, type AccountActionData } from "../account-response";
import {
  addSavedAddress,
  makeDefaultAddress,
  removeSavedAddress,
  updateSavedAddress,
  type SavedAddressResult,
} from "./saved-address-writes";

/** My Account's saved-address forms (docs/decisions/068-returning-customers.md). */
export const addressIntents = [
  "address-add",
  "address-edit",
  "address-remove",
  "address-default",
] as const;

/** One of My Account's saved-address forms. */
export type AddressIntent = (typeof addressIntents)[number];

/** Whether a posted `intent` is one of the saved-address forms. */
export function isAddressIntent(intent: unknown): intent is AddressIntent {
  return addressIntents.includes(intent as AddressIntent);
}

const successes: Record<AddressIntent, string> = {
  "address-add": savedAddressTexts.added,
  "address-edit": savedAddressTexts.updated,
  "address-remove": savedAddressTexts.removed,
  "address-default": savedAddressTexts.madeDefault,
};

/**
 * Answers a saved-address form of My Account: add (refused past savedAddressLimit), edit, remove
 * or make default one of the customer's own addresses. The answer's `intent` names the form, an
 * address's own with its id (`address-edit:{id}`; not Remove's), so the page shows it there. A refused field
 * is 400 with its own message (decision 052); an address not theirs is 404.
 */
export async function answerAddressForm(
  db: Db,
  userId: string,
  intent: AddressIntent,
  form: FormData,
) {
  // A removed address's answer shows above the list: its own place is gone.
  const rawId = intent === "address-remove" ? undefined : form.get("addressId");
  const answerIntent =
    typeof rawId === "string" && rawId ? `${intent}:${rawId.slice(0, 64)}` : intent;
  let result: SavedAddressResult;
  if (intent === "address-add") {
    const fields = readSubmission(form, SavedAddressSchema, checkoutTexts.requiredFields);
    if ("refusal" in fields) return accountRefusal(fields.refusal, answerIntent);
    result = await addSavedAddress(db, userId, fields.value);
  } else {
    const id = readSubmission(form, SavedAddressIdSchema, savedAddressTexts.unknown);
    if ("refusal" in id) {
      return data<AccountActionData>({ error: savedAddressTexts.unknown, intent }, { status: 404 });
    }
    const { addressId } = id.value;
    if (intent === "address-edit") {
      const fields = readSubmission(form, SavedAddressSchema, checkoutTexts.requiredFields);
      if ("refusal" in fields) return accountRefusal(fields.refusal, answerIntent);
      result = await updateSavedAddress(db, userId, addressId, fields.value);
    } else if (intent === "address-remove") {
      result = await removeSavedAddress(db, userId, addressId);
    } else {
      result = await makeDefaultAddress(db, userId, addressId);
    }
  }
  if (result.ok)
    return data<AccountActionData>({ success: successes[intent], intent: answerIntent });
  const status = result.error === savedAddressTexts.unknown ? 404 : 400;
  return data<AccountActionData>({ error: result.error, intent: answerIntent }, { status });
}
