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
import { readSessionUser } from "#server/accounts/viewer.ts";
import { Refusal, refusalData, refusalOrThrow, refusalText } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { requestBackInStock } from "#server/marketing/back-in-stock-request.ts";
import { getServices, type AppServices } from "#server/services.ts";
import type { Route } from "./+types/back-in-stock";

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
    const user = await readSessionUser(request, services);
    const phone = user && normalizeKenyanPhone(user.phone);
    if (phone) return { channel: "sms", contact: phone };
    if (user) return { channel: "email", contact: user.email.toLowerCase() };
  }
  const contact = parseMarketingContact(typed);
  if (!contact) throw new Refusal(backInStockTexts.badContact, 400, { field: "contact" });
  return contact;
}

/**
 * POST /back-in-stock (form: productId, sizeId, contact; from a page without scripts, returnTo):
 * notes a shopper's wish to hear when a sold-out size is back (decision 066). A live page gets
 * the result (4xx with the shopper's text when refused: an in-stock or unknown size, a contact
 * that is neither a Kenyan phone nor an e-mail, a flood); a page without scripts goes back to
 * its product page with `?back-in-stock=noted|already-noted`, or reads the refusal as a page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const returnTo = form.has("returnTo") ? safeRedirect(text(form, "returnTo")) : undefined;
  try {
    const contact = await contactOf(form, request, services);
    const target = { productId: text(form, "productId"), sizeId: text(form, "sizeId") };
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

/** A GET of /back-in-stock has nothing to show: the shop's products. */
export function loader() {
  return redirect("/all-products");
}
