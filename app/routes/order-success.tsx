import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useRouteError, useSearchParams } from "react-router";
import { deliveryAreaLabels, deliveryEstimates } from "#contracts/delivery.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { orderForVisitor } from "#server/orders/order-queries.ts";
import { whatsappOrderUrl } from "#server/orders/whatsapp-message.ts";
import { getServices } from "#server/services.ts";
import { WhatsAppIcon } from "../components/layout/brand-icons";
import { OrderReceipt } from "../components/order/order-receipt";
import { useShopSettings } from "../lib/public-config";
import type { Route } from "./+types/order-success";

/** SPEC §8 order success texts. */
const orderErrors = {
  missingId: "No order ID provided",
  notFound: "Order not found",
  failed: "Could not load order details",
} as const;

export const meta: Route.MetaFunction = () => [
  { title: "Thank you | Loris" },
  { name: "robots", content: "noindex" },
];

/** Only the browser that placed the order (or its owner, or an admin) sees it (DESIGN §6). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { config, log } = services;
  const orderId = url.searchParams.get("orderId")?.trim();
  if (!orderId) throw data(orderErrors.missingId, { status: 400 });
  // An id no order could have is not looked up (issue 12).
  if (!isRecordId(orderId)) throw data(orderErrors.notFound, { status: 404 });
  let placed;
  try {
    placed = await orderForVisitor(services, request, orderId, url.searchParams.get("token"));
  } catch (error) {
    log.error({ err: error, orderId }, "could not load an order");
    throw data(orderErrors.failed, { status: 503 });
  }
  if (!placed) throw data(orderErrors.notFound, { status: 404 });
  return {
    order: placed,
    whatsappUrl:
      placed.orderMethod === "whatsapp"
        ? whatsappOrderUrl(config.whatsappNumber, placed)
        : undefined,
  };
}

/**
 * Issue 13: a WhatsApp order just placed (`?via=whatsapp`) opens its chat by itself, in this
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

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  const { order, whatsappUrl } = loaderData;
  const { shopPhone, whatsappNumber } = useShopSettings();
  useOpenChatOnce(order.id, whatsappUrl);
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <div className="text-center">
        <CheckCircle2 aria-hidden className="mx-auto size-10 text-gold" strokeWidth={1.25} />
        <h1 className="mt-4 font-display text-4xl text-espresso sm:text-5xl">
          Thank you for your order
        </h1>
        <p className="mt-3 text-sm text-taupe">
          {whatsappUrl
            ? "Your order is saved. Send the WhatsApp message so we can confirm it with you."
            : `We have received your order.${order.email ? ` A confirmation is on its way to ${order.email}.` : ""}`}
        </p>
        {whatsappUrl && (
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-2 bg-espresso px-8 py-3 text-xs tracking-[0.2em] text-ivory uppercase hover:bg-ink"
          >
            <WhatsAppIcon className="size-4" />
            Continue on WhatsApp
          </a>
        )}
      </div>
      <div className="mt-10">
        <OrderReceipt order={order} />
      </div>
      <div className="mt-10 grid gap-8 sm:grid-cols-3">
        <section>
          <h2 className="eyebrow">Delivery</h2>
          <p className="mt-2 text-sm">
            {deliveryAreaLabels[order.deliveryArea]}: {deliveryEstimates[order.deliveryArea]}.
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
            We will call you to confirm the order and arrange delivery. Pay on delivery by M-PESA,
            card or cash.
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
