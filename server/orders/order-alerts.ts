import { orderSourceText } from "#contracts/admin-order-list.ts";
import type { CheckoutInput } from "#contracts/checkout.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import type { SalesChannel } from "#contracts/sales-channel.ts";
import type { DbTransaction } from "../db/client";
import { enqueueOrderAlerts } from "../mail/order-alert";
import type { ConfirmationShop } from "../mail/order-confirmation-payload";
import { queueOrderSms } from "../sms/order-sms";
import type { OrderAlerts } from "../settings/shop-setting-values";
import type { PricedLine } from "./order-lines";
import type { OrderTotals } from "./order-totals";

/** A new order as its alerts tell it: who placed it and how, its lines and totals (whole KSh). */
export interface AlertedOrder {
  orderId: string;
  input: CheckoutInput;
  lines: PricedLine[];
  totals: OrderTotals;
  /** The signed-in customer's name, when the checkout gave none. */
  customerName: string | undefined;
  staff: { name: string; channel: SalesChannel } | undefined;
}

/**
 * Tells the shop of a new order (decision 042), inside the order's transaction: the alert SMS
 * to `alerts.phone` and the alert e-mail to each of `alerts.emails`, both through their outboxes.
 */
export async function queueOrderAlerts(
  tx: DbTransaction,
  order: AlertedOrder,
  alerts: OrderAlerts,
  shop: Pick<ConfirmationShop, "publicUrl" | "replyTo">,
): Promise<void> {
  if (alerts.phone) await queueOrderSms(tx, order.orderId, "new_order_alert", alerts.phone);
  const { input, staff } = order;
  await enqueueOrderAlerts(tx, alerts.emails, {
    order_id: order.orderId,
    total: order.totals.total,
    units: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    source: orderSourceText({
      orderMethod: staff ? "staff" : input.orderMethod,
      channel: staff?.channel ?? null,
      enteredBy: staff?.name ?? null,
    }),
    customer_name: input.fullName ?? order.customerName ?? "",
    phone: input.phone ? formatKenyanPhone(input.phone) : "",
    order_url: `${shop.publicUrl}/admin/orders?search=${encodeURIComponent(order.orderId)}`,
    reply_to: shop.replyTo,
    logo_url: `${shop.publicUrl}/media/brand/logo-email.png`,
  });
}
