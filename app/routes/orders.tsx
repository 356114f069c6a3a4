import { data } from "react-router";
import { isRecordId } from "#contracts/record-id.ts";
import { requireUser } from "#server/accounts/require-user.ts";
import { readForm } from "#server/http/request-body.ts";
import { cartMarkCookie } from "#server/cart/cart-mark.ts";
import { reorderIntoCart } from "#server/cart/reorder.ts";
import { listOrdersOfUser } from "#server/orders/customer-order-queries.ts";
import { readOrdersVersion } from "#server/live/order-versions.ts";
import { paymentSetupOf, paymentWaysOf } from "#server/payments/payment-ways.ts";
import { getServices } from "#server/services.ts";
import { OrderPaymentNote } from "../components/order/order-payment-note";
import { OrderReceipt } from "../components/order/order-receipt";
import { ReorderButton } from "../components/order/reorder-button";
import { useLiveRevalidation } from "../lib/use-live-revalidation";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [
  { title: "My Orders | Loris" },
  { name: "robots", content: "noindex" },
];

/**
 * The signed-in customer's orders, newest first, each with how it can be paid now (paymentWaysOf:
 * none for an order that cannot be; docs/decisions/020-mpesa-payments.md), and the version they
 * were read at (read first: a change meanwhile reloads them again, never goes unseen; decision
 * 031); signed out → /login?redirect=/orders.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const user = await requireUser({ request, url }, services);
  const version = await readOrdersVersion(services.db, { userId: user.id });
  const orders = await listOrdersOfUser(services.db, user.id);
  const setup = await paymentSetupOf(services);
  return {
    version,
    orders: orders.map((order) => ({
      ...order,
      paymentWays: paymentWaysOf(setup, order),
    })),
  };
}

/** POST /orders (orderId): puts the order's items in the cart at today's prices (decision 019). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const services = getServices(context);
  const user = await requireUser({ request, url }, services);
  const orderId = (await readForm(request)).get("orderId");
  const reorder = isRecordId(orderId)
    ? await reorderIntoCart(services.db, user.id, orderId, services.config.orderMaxUnits)
    : undefined;
  if (!reorder) throw data("Order not found", { status: 404 });
  // The next page counts the cart again (decision 050).
  return data(reorder, { headers: { "Set-Cookie": cartMarkCookie(services) } });
}

const capitalize = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { orders, version } = loaderData;
  useLiveRevalidation("/orders/stream", "order", version);
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <h1 className="font-display text-4xl text-espresso sm:text-5xl">My Orders</h1>
      {orders.length === 0 && (
        <p className="mt-8 text-sm text-taupe">You have not placed an order yet.</p>
      )}
      <ol className="mt-8 space-y-10">
        {orders.map((order) => (
          <li
            key={order.id}
            aria-label={`Order ${order.id}`}
            className="border border-stone/70 bg-white/50 p-5 sm:p-8"
          >
            <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
              <p className="flex items-center gap-3">
                <span className="eyebrow">Status</span>
                <span
                  data-testid="order-status"
                  className="border border-gold/60 bg-gold/10 px-3 py-1 text-sm text-espresso"
                >
                  {capitalize(order.status)}
                </span>
              </p>
              <ReorderButton orderId={order.id} />
            </div>
            <OrderPaymentNote order={order} ways={order.paymentWays} />
            <OrderReceipt order={order} />
          </li>
        ))}
      </ol>
    </div>
  );
}
