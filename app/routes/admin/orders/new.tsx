import { randomBytes } from "node:crypto";
import { redirect } from "react-router";
import { deliveryFeeFor } from "#contracts/free-delivery.ts";
import { normalizeKenyanPhone } from "#contracts/kenyan-phone.ts";
import type { FormRefusal } from "#contracts/form-refusal.ts";
import { draftLines, staffOrderTexts } from "#contracts/staff-order.ts";
import { parseStaffOrder } from "#contracts/staff-order-form.ts";
import { getAdmin, staffNameOf } from "#server/accounts/require-admin.ts";
import { readForm } from "#server/http/request-body.ts";
import { refusalOrThrow } from "#server/http/refusal.ts";
import {
  findCustomerByPhone,
  findProductsForStaff,
  readDraftLines,
} from "#server/orders/staff-order-queries.ts";
import { placeStaffOrder } from "#server/orders/staff-order.ts";
import { completeCounterSale } from "#server/orders/counter-sale.ts";
import { draftTotals } from "#server/orders/agreed-pricing.ts";
import { readAgreedAmount } from "#contracts/agreed-price.ts";
import { getServices } from "#server/services.ts";
import { offeredDestinations } from "#server/delivery/delivery-destination.ts";
import { offeredDeliveryZones } from "#server/delivery/delivery-zone-queries.ts";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { NewOrderForm } from "#app/components/admin/orders/new-order/new-order-form.tsx";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";
import { readRefusal, writeRefusal } from "#app/lib/admin/draft-refusal-url.ts";
import { useAnswerRefusal } from "#app/lib/form/use-answer-refusal.ts";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => adminMeta(staffOrderTexts.title);

/** The draft's own fields, carried from one step of the page to the next in its URL. */
const draftFields = [
  "idempotencyKey",
  "channel",
  "phone",
  "fullName",
  "email",
  "deliveryArea",
  "address",
  "city",
  "notes",
  "discountCode",
  "agreedDiscount",
  "agreedReason",
  "counterPayment",
  "counterReceipt",
] as const;

/** The lines' parallel lists (decisions 043, 070), carried back with a refused draft. */
const lineFields = ["line", "quantity", "agreedPrice"];

/** Searches are names, at most 100 characters. */
const maxSearchLength = 100;

/**
 * GET /admin/orders/new (decision 043): the new-order page's draft, kept in its URL so that
 * every step works without scripts — `line`/`quantity` pairs, `add` and `remove` a line, `q` a
 * product search, the customer and delivery fields, `error` a refusal to show and
 * `refused.<field>` each refused field's own message (decision 052), each line's `agreedPrice`
 * and the order's `agreedDiscount` and `agreedReason` (decision 070). Reads the products found,
 * the lines' names and prices, who the phone belongs to, and the total at the agreed prices with
 * today's delivery fee (whole KSh; the order is priced again when placed).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, settings } = getServices(context);
  const params = url.searchParams;
  const search = (params.get("q") ?? "").trim().slice(0, maxSearchLength);
  const draft = Object.fromEntries(draftFields.map((name) => [name, params.get(name) ?? ""]));
  draft.idempotencyKey ||= `staff_${randomBytes(16).toString("hex")}`;
  const phone = normalizeKenyanPhone(draft.phone ?? "");
  const [products, lines, customer, shop, zones] = await Promise.all([
    search ? findProductsForStaff(db, search) : [],
    readDraftLines(db, draftLines(params)),
    phone ? findCustomerByPhone(db, phone) : null,
    settings.current(),
    offeredDeliveryZones(db),
  ]);
  // Decision 082: the zones offered, then the default zones, pickup points and the shop, where
  // staff sell at the counter whatever Settings say (decision 077).
  const destinations = offeredDestinations(zones, shop, true);
  const destination =
    destinations.find((choice) => choice.key === draft.deliveryArea) ??
    destinations.find((choice) => choice.key === "nairobi");
  draft.deliveryArea = destination?.key ?? "nairobi";
  const agreedDiscount = readAgreedAmount(draft.agreedDiscount) ?? 0;
  // Decision 065: free from the zone's amount, measured on the items as agreed, as placing the
  // order will price it; nothing for a pickup at the shop (decision 077).
  const items = draftTotals(lines, 0, agreedDiscount).total;
  const shipping = destination ? deliveryFeeFor(destination, items) : 0;
  return {
    deliveryChoices: destinations.map(({ key, title }) => ({ key, title })),
    search,
    products,
    lines,
    customer,
    draft,
    totals: draftTotals(lines, shipping, agreedDiscount),
    agreedCapPercent: shop.agreedDiscountCapPercent,
    ...readRefusal(params, draftFields),
  };
}

/**
 * POST /admin/orders/new: places the draft as a staff order (placeStaffOrder: the catalogue's
 * prices and stock, the prices staff agreed within the cap, idempotent by its key, confirmed,
 * marked as this staff member's), collected and paid at the counter when staff said so
 * (completeCounterSale, decision 077), and goes to it on the order list; a refusal goes back to
 * the draft with the reason (303 either way).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const parsed = parseStaffOrder(form);
  let refusal: FormRefusal;
  if ("summary" in parsed) {
    refusal = parsed;
  } else {
    try {
      const admin = getAdmin(context);
      const staff = { userId: admin.id, name: staffNameOf(admin) };
      const placed = await placeStaffOrder(services, parsed, staff);
      // Decision 077: collected and paid at the counter, in the same step.
      if (parsed.counter) {
        const { idempotencyKey } = parsed.checkout;
        const sale = { orderId: placed.orderId, idempotencyKey };
        await completeCounterSale(services.db, sale, parsed.counter, staff);
      }
      // A sale handed over at the counter is delivered: it is listed under Delivered Orders.
      const tab = parsed.counter ? "tab=delivered&" : "";
      return redirect(`/admin/orders?${tab}search=${encodeURIComponent(placed.orderId)}`, 303);
    } catch (caught) {
      const refused = refusalOrThrow(caught);
      // A refused discount code (decision 064) or agreed price (decision 070) is its field's to fix.
      const fields: Record<string, string> = refused.field
        ? { [refused.field]: refused.message }
        : {};
      refusal = { summary: refused.message, fields };
    }
  }
  const back = new URLSearchParams();
  for (const [name, value] of form) {
    if (
      typeof value === "string" &&
      (draftFields.includes(name as never) || lineFields.includes(name))
    ) {
      back.append(name, value);
    }
  }
  writeRefusal(back, refusal);
  return redirect(`/admin/orders/new?${back}`, 303);
}

export default function NewOrder({ loaderData }: Route.ComponentProps) {
  const refusal = useAnswerRefusal(loaderData);
  return (
    <>
      <AdminPageHeader
        title={staffOrderTexts.title}
        description="Key in a sale agreed in a chat, on the phone or in the shop."
      />
      <NewOrderForm {...loaderData} refusal={refusal} />
    </>
  );
}
