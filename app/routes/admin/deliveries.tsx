import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import { parseDoorPaymentForm } from "#contracts/payment-review.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { riderTexts } from "#contracts/rider-deliveries.ts";
import { getAdmin, staffNameOf } from "#server/accounts/require-admin.ts";
import type { ViewerUser } from "#server/accounts/viewer.ts";
import { readForm } from "#server/http/request-body.ts";
import { Refusal, refusalInit, refusalOrThrow } from "#server/http/refusal.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import {
  readRiderDeliveries,
  requireOpenDelivery,
} from "#server/orders/riders/rider-deliveries.ts";
import { recordDoorPayment } from "#server/payments/ledger/door-payment.ts";
import { getServices, type AppServices } from "#server/services.ts";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { DeliveryCard } from "#app/components/admin/deliveries/delivery-card.tsx";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";
import type { Route } from "./+types/deliveries";

export const meta: Route.MetaFunction = () => adminMeta("My deliveries");

/** What the page says after a form of its own succeeded (`?done=`). */
const doneTexts = {
  delivered: (orderId: string) => `Order ${orderId} marked delivered.`,
  paid: (orderId: string) => `Payment recorded for order ${orderId}.`,
} as const;
type Done = keyof typeof doneTexts;

function noticeOf(url: URL): string | null {
  const done = url.searchParams.get("done");
  const orderId = url.searchParams.get("order");
  if (!isRecordId(orderId) || (done !== "delivered" && done !== "paid")) return null;
  return doneTexts[done](orderId);
}

/**
 * The signed-in rider's open deliveries, oldest first (docs/decisions/075-rider-deliveries.md),
 * each with an idempotency key of its own for its payment form, so the form sent twice records
 * one payment with scripts or without (decision 049); and the notice of the last form sent.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const deliveries = await readRiderDeliveries(getServices(context).db, getAdmin(context).id);
  return {
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      paymentKey: `door_${randomBytes(16).toString("hex")}`,
    })),
    notice: noticeOf(url),
  };
}

/** What the rider's form asked of their order `orderId`, done; what the page then says. */
async function act(form: FormData, services: AppServices, rider: ViewerUser): Promise<Done> {
  const orderId = form.get("orderId");
  if (!isRecordId(orderId)) throw new Refusal(riderTexts.orderNotFound, 404);
  await requireOpenDelivery(services.db, orderId, rider.id);
  const riderName = staffNameOf(rider);
  const intent = form.get("intent");
  if (intent === "delivered") {
    const { changes } = await setOrderStatus(services.db, [orderId], "delivered", new Date(), {
      actor: riderName,
    });
    if (changes.length === 0) throw new Refusal(riderTexts.alreadyClosed, 409);
    return "delivered";
  }
  if (intent !== "record") throw new Refusal(riderTexts.badForm, 400);
  const parsed = parseDoorPaymentForm(form);
  if ("error" in parsed) throw new Refusal(parsed.error, 400);
  if (parsed.method === "card") throw new Refusal(riderTexts.cashOrMpesa, 400);
  await recordDoorPayment(services.db, { ...parsed, takenBy: riderName, staffName: riderName });
  return "paid";
}

/**
 * POST /admin/deliveries (decision 075), by `intent`, for an order assigned to the signed-in
 * rider and still open: 'delivered' marks it delivered (as the status route does: the customer's
 * SMS, live lists); 'record' records the payment taken at the door (method cash | mpesa with
 * receiptNumber, amount in whole KSh, idempotencyKey) taken by the rider. Done, it goes back to
 * the page with a notice (303); refused, the page shows why beside the order: 404 riderTexts.
 * orderNotFound for an order not theirs, 409 for one delivered or cancelled or nothing to pay,
 * 400 for a bad form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const done = await act(form, getServices(context), getAdmin(context));
    const params = new URLSearchParams({ done, order: String(form.get("orderId")) });
    return redirect(`/admin/deliveries?${params}`, { status: 303 });
  } catch (error) {
    const refusal = refusalOrThrow(error);
    const orderId = form.get("orderId");
    return data(
      { error: refusal.message, orderId: typeof orderId === "string" ? orderId : null },
      refusalInit(refusal),
    );
  }
}

/** DESIGN §5 "Team": a rider's own deliveries, one card each, readable on a phone. */
export default function Deliveries({ loaderData, actionData }: Route.ComponentProps) {
  const { deliveries, notice } = loaderData;
  const isOnCard = deliveries.some((delivery) => delivery.id === actionData?.orderId);
  return (
    <div className="mx-auto max-w-2xl">
      <AdminPageHeader title="My deliveries" description="Orders assigned to you, oldest first." />
      <p
        role="status"
        className="mb-6 border-l-2 border-gold pl-3 text-sm text-espresso empty:hidden"
      >
        {actionData ? "" : notice}
      </p>
      {actionData && !isOnCard && (
        <p role="alert" className="mb-6 text-sm text-wine">
          {actionData.error}
        </p>
      )}
      {deliveries.length === 0 ? (
        <p className="border border-stone/70 bg-white/60 p-8 text-center font-display text-xl text-espresso">
          {riderTexts.empty}
        </p>
      ) : (
        <ol className="space-y-6" aria-label="Deliveries">
          {deliveries.map((delivery) => (
            <li key={delivery.id}>
              <DeliveryCard
                delivery={delivery}
                error={actionData?.orderId === delivery.id ? actionData.error : undefined}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
