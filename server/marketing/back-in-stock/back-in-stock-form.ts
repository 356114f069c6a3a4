import { data, redirect } from "react-router";
import { safeRedirect } from "#contracts/accounts.ts";
import {
  backInStockTexts,
  parseMarketingContact,
  type BackInStockResult,
  type MarketingContact,
} from "#contracts/back-in-stock.ts";
import { normalizeKenyanPhone } from "#contracts/kenyan-phone.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { getViewer } from "../../accounts/viewer";
import { Refusal, refusalData, refusalOrThrow, refusalText } from "../../http/refusal";
import { readForm } from "../../http/request-body";
import type { AppServices } from "../../services";
import { requestBackInStock } from "./back-in-stock-request";

/** The product page's query naming what a form sent without scripts got (decision 066). */
export const backInStockNoticeParam = "back-in-stock";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The contact the form names; an empty field means the signed-in shopper's own: their phone
 * when it is Kenyan, else their account's e-mail (decision 066: the product page is shared by
 * every signed-in visitor, so it cannot show theirs).
 * @throws Refusal 400 for anything that is neither a Kenyan phone nor an e-mail address.
 */
async function contactOf(
  form: FormData,
  request: Request,
  services: AppServices,
): Promise<MarketingContact> {
  const typed = text(form, "contact");
  if (typed.trim() === "") {
    const { user } = await getViewer(request, services);
    const phone = user && normalizeKenyanPhone(user.phone);
    if (phone) return { channel: "sms", contact: phone };
    if (user) return { channel: "email", contact: user.email.toLowerCase() };
  }
  const contact = parseMarketingContact(typed);
  if (!contact) throw new Refusal(backInStockTexts.badContact, 400, { field: "contact" });
  return contact;
}

/**
 * The product page's back-in-stock form (POST /product/{id}; form: sizeId, contact; from a page
 * without scripts, returnTo): notes a shopper's wish to hear when a sold-out size is back
 * (docs/decisions/066-back-in-stock-alerts.md). A live page gets the result (4xx with the
 * shopper's text when refused: an in-stock or unknown size, a contact that is neither a Kenyan
 * phone nor an e-mail, a flood); a page without scripts goes back to the product page with
 * `?back-in-stock=noted|already-noted`, or reads the refusal as a page.
 * @throws the database's error (a failure, not a refusal).
 */
export async function submitBackInStockForm(
  services: AppServices,
  request: Request,
  productId: string,
) {
  const form = await readForm(request);
  const returnTo = form.has("returnTo") ? safeRedirect(text(form, "returnTo")) : undefined;
  try {
    const contact = await contactOf(form, request, services);
    const target = { productId, sizeId: text(form, "sizeId") };
    // An id no size could have is not looked up (decision 016).
    if (!isRecordId(target.productId) || !isRecordId(target.sizeId)) {
      throw new Refusal(backInStockTexts.unknownSize, 404);
    }
    const noted = await requestBackInStock(services.db, { ...target, contact }, new Date());
    if (returnTo !== undefined) {
      const back = new URL(returnTo, "http://loris.invalid");
      back.searchParams.set(backInStockNoticeParam, noted);
      return redirect(`${back.pathname}${back.search}#back-in-stock`, 303);
    }
    const message = noted === "noted" ? backInStockTexts.noted : backInStockTexts.alreadyNoted;
    return data<BackInStockResult>({ ok: true, message });
  } catch (error) {
    const refusal = refusalOrThrow(error);
    if (returnTo !== undefined) return refusalText(refusal);
    return refusalData<BackInStockResult>(refusal, {
      ok: false,
      error: refusal.message,
      field: refusal.field,
    });
  }
}
