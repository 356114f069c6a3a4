import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useRouteError, useSearchParams } from "react-router";
import {
  deliveryAreaLabels,
  deliveryEstimates,
  deliveryPlaceOf,
  isShopPickup,
} from "#contracts/delivery.ts";
import { shopPickupDetail } from "#contracts/shop-pickup.ts";
import { orderOutcomeOf, orderOutcomeTexts } from "#contracts/order-outcome.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { parsePaymentForm } from "#contracts/payment-form.ts";
import { readForm } from "#server/http/request-body.ts";
import { orderForVisitor } from "#server/orders/order-queries.ts";
import { carryOutPaymentRequest } from "#server/payments/order-payment-request.ts";
import { refusalData, refusalOrThrow } from "#server/http/refusal.ts";
import { readOrderPayment } from "#server/payments/payment-queries.ts";
import { manualPaymentFor, paymentSetupOf } from "#server/payments/payment-ways.ts";
import { whatsappOrderUrl } from "#server/orders/whatsapp-message.ts";
import { getServices } from "#server/services.ts";
import { OrderReceipt } from "../components/order/order-receipt";
import { OrderSuccessHeader } from "../components/order/order-success-header";
import { OrderTracking } from "../components/order/order-tracking";
import { PaymentPanel } from "../components/order/payment-panel";
import { useLiveRevalidation } from "../lib/use-live-revalidation";
import { useShopSettings } from "../lib/public-config";
import type { Route } from "./+types/order-success";

/** SPEC §8 order success texts. */
const orderErrors = {
  missingId: "No order ID provided",
  notFound: "Order not found",
  failed: "Could not load order details",
} as const;

/** The title says what happened to the order, as its heading does (contracts/order-outcome.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? orderOutcomeTexts[orderOutcomeOf(loaderData.order)].title : "Thank you"} | Loris`,
  },
  { name: "robots", content: "noindex" },
];

/** The signature a link carries: the e-mail's `token`, or an SMS's tracking link's `k` (decision 079). */
function accessTokenOf(url: URL): string | null {
  return url.searchParams.get("token") ?? url.searchParams.get("k");
}

/**
 * The order `?orderId=` (or `/track/:orderId`) for this visitor: only the browser that placed it
 * (or its owner, or an admin, or whoever holds its signed link) sees it (DESIGN §6).
 * @throws SPEC §8's texts as 400 (no id), 404 (not theirs or unknown), 503 (database failed).
 */
async function visitorsOrder({ request, url, params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const orderId = (params.orderId ?? url.searchParams.get("orderId"))?.trim();
  if (!orderId) throw data(orderErrors.missingId, { status: 400 });
  // An id no order could have is not looked up (decision 016).
  if (!isRecordId(orderId)) throw data(orderErrors.notFound, { status: 404 });
  let placed;
  try {
    placed = await orderForVisitor(services, request, orderId, accessTokenOf(url));
  } catch (error) {
    services.log.error({ err: error, orderId }, "could not load an order");
    throw data(orderErrors.failed, { status: 503 });
  }
  if (!placed) throw data(orderErrors.notFound, { status: 404 });
  return placed;
}

/**
 * The order, its WhatsApp chat link or (website orders, decision 020) its M-PESA payment, the
 * shop's Paybill or Till for its balance, where to pick it up (decision 077), and the query its
 * live updates are read with.
 */
export async function loader(args: Route.LoaderArgs) {
  const services = getServices(args.context);
  const placed = await visitorsOrder(args);
  const isWhatsapp = placed.orderMethod === "whatsapp";
  const { whatsappNumber, manualPayment, shopPickup, shopPhone } =
    await services.settings.current();
  const token = accessTokenOf(args.url);
  return {
    order: placed,
    manual: manualPaymentFor(manualPayment, placed.id),
    pickup:
      isShopPickup(placed.deliveryArea) && shopPickup
        ? shopPickupDetail(shopPickup, shopPhone)
        : undefined,
    liveQuery: new URLSearchParams({ orderId: placed.id, ...(token ? { token } : {}) }).toString(),
    whatsappUrl: isWhatsapp ? whatsappOrderUrl(whatsappNumber, placed) : undefined,
    payment: isWhatsapp
      ? undefined
      : await readOrderPayment(services.db, await paymentSetupOf(services), placed),
  };
}

/**
 * POST /order-success?orderId=… (decision 020): 'Pay now with M-PESA' / 'Try again' sends a prompt
 * to the number given; 'Send code' records an M-PESA confirmation code for staff. 400 for a
 * bad number or code, 409 when the order is paid or a prompt is still on the phone.
 */
export async function action(args: Route.ActionArgs) {
  const services = getServices(args.context);
  const placed = await visitorsOrder(args);
  const parsed = parsePaymentForm(await readForm(args.request));
  if ("error" in parsed) return data({ paymentError: parsed.error }, { status: 400 });
  try {
    await carryOutPaymentRequest(services, placed.id, parsed);
  } catch (error) {
    const refusal = refusalOrThrow(error);
    return refusalData(refusal, { paymentError: refusal.message });
  }
  return { paymentError: undefined };
}

/**
 * Keeps the page live — the payment panel while a payment awaits its answer, the tracking while
 * the order is on its way (decision 079) — the order's `updatedAt` being the version its data
 * was read at (docs/decisions/031-live-page-versions.md).
 */
function OrderLiveUpdates({ liveQuery, version }: { liveQuery: string; version: string }) {
  useLiveRevalidation(`/order-success/stream?${liveQuery}`, "order", version);
  return null;
}

/**
 * Decision 019: a WhatsApp order just placed (`?via=whatsapp`) opens its chat by itself, in this
 * tab (phones block a pop-up opened after the save), once per order: coming back from the chat
 * shows this page, with its 'Continue on WhatsApp' link.
 */
function useOpenChatOnce(orderId: string, whatsappUrl: string | undefined): void {
  const [searchParams] = useSearchParams();
  const isJustPlaced = searchParams.get("via") === "whatsapp";
  useEffect(() => {
    if (!whatsappUrl || !isJustPlaced) return;
    const key = `loris:chat-opened:${orderId}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      return; // without storage the link stays: better than reopening the chat on every visit
    }
    window.location.assign(whatsappUrl);
  }, [orderId, whatsappUrl, isJustPlaced]);
}

export default function OrderSuccess({ loaderData, actionData }: Route.ComponentProps) {
  const { order, whatsappUrl, payment, manual, pickup, liveQuery } = loaderData;
  const isLive =
    order.paymentStatus === "awaiting_payment" ||
    (order.status !== "delivered" && order.status !== "cancelled");
  const { shopPhone, whatsappNumber } = useShopSettings();
  useOpenChatOnce(order.id, whatsappUrl);
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <OrderSuccessHeader order={order} whatsappUrl={whatsappUrl} />
      {payment && <PaymentPanel order={order} payment={payment} error={actionData?.paymentError} />}
      {isLive && <OrderLiveUpdates liveQuery={liveQuery} version={order.updatedAt} />}
      <OrderTracking order={order} manual={manual} />
      <div className="mt-10">
        <OrderReceipt order={order} />
      </div>
      <div className="mt-10 grid gap-8 sm:grid-cols-3">
        <section>
          <h2 className="eyebrow">Delivery</h2>
          <p className="mt-2 text-sm">
            {isShopPickup(order.deliveryArea)
              ? `${deliveryAreaLabels.shop}: ready in ${deliveryEstimates.shop}.`
              : `${deliveryPlaceOf(order)}: ${order.deliveryEstimate ?? deliveryEstimates[order.deliveryArea]}.`}
            {pickup && <span className="block text-taupe">{pickup}</span>}
            {order.address && (
              <span className="block text-taupe">
                {[order.address, order.city].filter(Boolean).join(", ")}
              </span>
            )}
          </p>
        </section>
        <section>
          <h2 className="eyebrow">Next steps</h2>
          <p className="mt-2 text-sm">
            We will call you to confirm the order and arrange delivery.
            {order.paymentMethod === "cash_on_delivery" &&
              " Pay on delivery by M-PESA, card or cash."}
          </p>
        </section>
        <section>
          <h2 className="eyebrow">Contact us</h2>
          <p className="mt-2 text-sm">
            <a
              href={`tel:${shopPhone.replace(/\s+/g, "")}`}
              className="underline underline-offset-4"
            >
              {shopPhone}
            </a>
            <a
              href={`https://wa.me/${whatsappNumber}`}
              className="mt-1 block underline underline-offset-4"
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp
            </a>
          </p>
        </section>
      </div>
      <div className="mt-12 text-center">
        <Link
          to="/all-products"
          className="text-xs tracking-[0.2em] uppercase underline underline-offset-4"
        >
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : orderErrors.failed;
  return (
    <div className="container-page flex flex-col items-center gap-6 py-28 text-center">
      <h1 className="font-display text-4xl text-espresso">{message}</h1>
      <Link to="/" className="text-xs tracking-[0.2em] uppercase underline underline-offset-4">
        Go Home
      </Link>
    </div>
  );
}
