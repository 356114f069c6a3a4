import { data, redirect } from "react-router";
import type { FormRefusal } from "#contracts/form-refusal.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { isRecordId } from "#contracts/record-id.ts";
import {
  draftLines,
  itemChangeRefusal,
  orderItemsTexts,
  quantityRefusal,
} from "#contracts/staff-order.ts";
import type { Db } from "#server/db/client.ts";
import { getAdmin, staffNameOf } from "#server/accounts/require-admin.ts";
import { readForm } from "#server/http/request-body.ts";
import { refusalOrThrow } from "#server/http/refusal.ts";
import { changeOrderItems } from "#server/orders/order-items-change.ts";
import { draftTotals } from "#server/orders/agreed-pricing.ts";
import { agreedAmountRefusal, agreedOrderFields } from "#contracts/agreed-price-form.ts";
import { readAgreedAmount } from "#contracts/agreed-price.ts";
import {
  findProductsForStaff,
  readDraftLines,
  readOrderForItemChange,
} from "#server/orders/staff-order-queries.ts";
import { getServices } from "#server/services.ts";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { OrderItemsForm } from "#app/components/admin/orders/order-items-form.tsx";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";
import { readRefusal, writeRefusal } from "#app/lib/admin/draft-refusal-url.ts";
import { useAnswerRefusal } from "#app/lib/form/use-answer-refusal.ts";
import type { Route } from "./+types/items";

export const meta: Route.MetaFunction = () => adminMeta(orderItemsTexts.title);

/** Searches are names, at most 100 characters. */
const maxSearchLength = 100;

/** Where staff go back to: the order, found on the order list. */
const orderListUrl = (orderId: string) => `/admin/orders?search=${encodeURIComponent(orderId)}`;

/**
 * GET /admin/orders/items?orderId= (decision 046): a WhatsApp order's items as staff change them
 * in its chat. The draft lives in the URL as on the new-order page (`line`/`quantity`, `add`,
 * `remove`, `q`; `draft` once it is the page's own), starting from the order's items with the
 * prices, order discount and reason agreed (decision 070); with the total at today's prices (or
 * the agreed ones) and the order's delivery fee. 404 for no such order; an order that can no
 * longer change shows why.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, settings } = getServices(context);
  const params = url.searchParams;
  const orderId = params.get("orderId") ?? "";
  const found = isRecordId(orderId) ? await readOrderForItemChange(db, orderId) : null;
  if (!found) throw data(orderItemsTexts.notFound, { status: 404 });
  const search = (params.get("q") ?? "").trim().slice(0, maxSearchLength);
  const isDraft = params.has("draft");
  const [products, lines, { agreedDiscountCapPercent }] = await Promise.all([
    search ? findProductsForStaff(db, search) : [],
    readDraftLines(db, isDraft ? draftLines(params) : found.lines),
    settings.current(),
  ]);
  const agreed = {
    discount: isDraft ? (params.get("agreedDiscount") ?? "") : String(found.agreedDiscount || ""),
    reason: isDraft ? (params.get("agreedReason") ?? "") : found.agreedReason,
  };
  return {
    order: {
      id: found.id,
      customer: [found.fullName, found.phone && formatKenyanPhone(found.phone)]
        .filter(Boolean)
        .join(" · "),
      total: found.total,
    },
    refusal: itemChangeRefusal(found),
    search,
    products,
    lines,
    agreed,
    agreedCapPercent: agreedDiscountCapPercent,
    totals: draftTotals(lines, found.shipping, readAgreedAmount(agreed.discount) ?? 0),
    ...readRefusal(params, ["agreedDiscount", "agreedReason"]),
  };
}

/**
 * Saves a draft as the order's items (changeOrderItems).
 * @returns null when saved, or the refusal (a size out of stock, the order confirmed).
 * @throws data 404 when the order is gone.
 */
async function saveItems(
  db: Db,
  change: Parameters<typeof changeOrderItems>[1],
): Promise<FormRefusal | null> {
  try {
    if (!(await changeOrderItems(db, change)))
      throw data(orderItemsTexts.notFound, { status: 404 });
    return null;
  } catch (caught) {
    const refused = refusalOrThrow(caught);
    // An agreed price or the order discount refused (decision 070) is its field's to fix.
    const fields: Record<string, string> = refused.field
      ? { [refused.field]: refused.message }
      : {};
    return { summary: refused.message, fields };
  }
}

/**
 * POST /admin/orders/items: saves the draft as the order's items at the prices agreed
 * (changeOrderItems, within the shop's cap) and goes back to the order (303); a refusal (a
 * quantity not 1…99, an agreed price, the cap, stock, the order's state) goes back to the draft
 * with the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, settings } = getServices(context);
  const form = await readForm(request);
  const orderId = String(form.get("orderId") ?? "");
  if (!isRecordId(orderId)) throw data(orderItemsTexts.notFound, { status: 404 });
  const admin = getAdmin(context);
  const staffName = staffNameOf(admin);
  const { agreedDiscountCapPercent: capPercent } = await settings.current();
  const change = {
    orderId,
    lines: draftLines(form),
    staffName,
    staffId: admin.id,
    agreed: agreedOrderFields(form),
    capPercent,
  };
  const refusal =
    quantityRefusal(form) ?? agreedAmountRefusal(form) ?? (await saveItems(db, change));
  if (!refusal) return redirect(orderListUrl(orderId), 303);
  const back = new URLSearchParams({ orderId, draft: "1" });
  const prices = form.getAll("agreedPrice");
  form.getAll("line").forEach((line, index) => {
    back.append("line", String(line));
    back.append("quantity", String(form.getAll("quantity")[index] ?? "1"));
    back.append("agreedPrice", String(prices[index] ?? ""));
  });
  for (const name of ["agreedDiscount", "agreedReason"]) {
    const value = form.get(name);
    if (typeof value === "string") back.set(name, value);
  }
  writeRefusal(back, refusal);
  return redirect(`/admin/orders/items?${back}`, 303);
}

export default function OrderItems({ loaderData }: Route.ComponentProps) {
  const answer = useAnswerRefusal(loaderData);
  return (
    <>
      <AdminPageHeader
        title={orderItemsTexts.title}
        description={[`Order ${loaderData.order.id}`, loaderData.order.customer]
          .filter(Boolean)
          .join(" · ")}
      />
      <OrderItemsForm {...loaderData} answer={answer} backTo={orderListUrl(loaderData.order.id)} />
    </>
  );
}
