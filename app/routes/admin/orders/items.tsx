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
import { orderTotals } from "#server/orders/order-totals.ts";
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
 * `remove`, `q`; `draft` once it is the page's own), starting from the order's items; with the
 * total at today's prices and the order's delivery fee. 404 for no such order; an order that can
 * no longer change shows why.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const params = url.searchParams;
  const orderId = params.get("orderId") ?? "";
  const found = isRecordId(orderId) ? await readOrderForItemChange(db, orderId) : null;
  if (!found) throw data(orderItemsTexts.notFound, { status: 404 });
  const search = (params.get("q") ?? "").trim().slice(0, maxSearchLength);
  const [products, lines] = await Promise.all([
    search ? findProductsForStaff(db, search) : [],
    readDraftLines(db, params.has("draft") ? draftLines(params) : found.lines),
  ]);
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
    totals: orderTotals(lines, found.shipping),
    ...readRefusal(params),
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
    return { summary: refusalOrThrow(caught).message, fields: {} };
  }
}

/**
 * POST /admin/orders/items: saves the draft as the order's items (changeOrderItems) and goes
 * back to the order (303); a refusal (a quantity not 1…99, stock, the order's state) goes back
 * to the draft with the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = getServices(context);
  const form = await readForm(request);
  const orderId = String(form.get("orderId") ?? "");
  if (!isRecordId(orderId)) throw data(orderItemsTexts.notFound, { status: 404 });
  const staffName = staffNameOf(getAdmin(context));
  const refusal =
    quantityRefusal(form) ?? (await saveItems(db, { orderId, lines: draftLines(form), staffName }));
  if (!refusal) return redirect(orderListUrl(orderId), 303);
  const back = new URLSearchParams({ orderId, draft: "1" });
  form.getAll("line").forEach((line, index) => {
    back.append("line", String(line));
    back.append("quantity", String(form.getAll("quantity")[index] ?? "1"));
  });
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
