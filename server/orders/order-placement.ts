import { eq, sql } from "drizzle-orm";
import type { CheckoutInput } from "#contracts/checkout.ts";
import { takeLockedStock } from "#server/catalog/stock.ts";
import { takeOrderedLines } from "../cart/cart-checkout-store";
import { countOrderAfterReminder } from "../marketing/cart-reminders/cart-reminder-totals";
import type { Db, DbTransaction } from "../db/client";
import { order, orderItem } from "../db/order-schema";
import type { OrderMethod } from "#contracts/order.ts";
import type { SalesChannel } from "#contracts/sales-channel.ts";
import { enqueueOrderConfirmation } from "../mail/order-confirmation";
import {
  orderConfirmationPayload,
  type ConfirmationShop,
} from "../mail/order-confirmation-payload";
import { notifyOrderChange } from "../live/order-changes";
import { queueOrderSms } from "../sms/order-sms";
import type { OrderAlerts } from "../settings/shop-setting-values";
import { queueOrderAlerts } from "./order-alerts";
import { nextOrderId } from "./order-id";
import { orderItemRows, priceAndLockLines, type PricedLine } from "./order-lines";
import { countOrderFromAddress, type OrderRateLimit } from "./order-rate-limit";
import { itemsSubtotal, orderTotals, type OrderTotals } from "./order-totals";
import { deliveryFeeFor, type FreeDeliveryFrom } from "#contracts/free-delivery.ts";
import { isCollectedArea } from "#contracts/delivery.ts";
import {
  findDeliveryDestination,
  type DeliveryDestination,
} from "#server/delivery/delivery-destination.ts";
import { shopPickupTexts, type ShopPickup } from "#contracts/shop-pickup.ts";
import { applyOrderDiscount } from "./order-discount";
import type { AppliedDiscount } from "#server/discounts/discount-code-check.ts";
import type { AgreedTerms } from "#contracts/agreed-price.ts";
import { addPaymentEvent } from "#server/payments/ledger/order-balance.ts";
import { agreedEventText, applyAgreedTerms, type AgreedLines } from "./agreed-pricing";
import { giftTexts, type GiftChoice } from "#contracts/gift-form.ts";
import { Refusal } from "#server/http/refusal.ts";
import { pricedLinesInBrief, recordStaffOrder } from "#server/activity/order-trail.ts";

/** What an order is placed from: a checkout, and a gift when it is one (decision 071). */
export type OrderInput = CheckoutInput & { gift?: GiftChoice };

/** What placing an order needs besides the checkout itself. Fees in whole KSh. */
export interface PlaceOrderOptions {
  /** Per default zone (decision 082); a pickup at the shop is free (decision 077). */
  shippingFees: { nairobi: number; elsewhere: number };
  /** Per default zone, the items amount (after a code's discount) from which delivery is free (decision 065). */
  freeDeliveryFrom: FreeDeliveryFrom;
  /** What wrapping a gift costs, whole KSh; 0 or unset = not offered (decision 071). */
  giftWrappingPrice?: number;
  /** Where shoppers pick orders up; unset = only staff may place one for pickup (decision 077). */
  shopPickup?: ShopPickup;
  /** The signed-in customer, if any (the order is a guest's otherwise). */
  customer?: { userId: string; displayName: string; email: string };
  /** For the confirmation e-mail: absolute links, reply address, phone, the link-signing secret. */
  shop: ConfirmationShop;
  /**
   * Decision 017's abuse limits: units of one product per order (ORDER_MAX_UNITS) and orders per
   * client address. The checkout always sets them; scripts placing orders directly may not.
   */
  limits?: { maxUnits: number; perAddress: OrderRateLimit };
  /**
   * The staff member who keyed the order in, and where they made the sale (decision 043): the
   * order is placed confirmed (the customer agreed it with them) and marked as theirs. `agreed`:
   * the prices and order discount they agreed, within the shop's cap (decision 070).
   */
  staff?: {
    name: string;
    userId: string;
    channel: SalesChannel;
    agreed?: { terms: AgreedTerms; capPercent: number };
  };
  /** Who hears of the new order (decision 042): its alert SMS and e-mails (queueOrderAlerts). */
  alerts?: OrderAlerts;
  /** The server cart the order was placed from: its ordered lines leave it in the same transaction (decision 019). */
  cartId?: string;
  now?: Date;
}

/** The order placed, or the one placed before with the same idempotency key. */
export interface PlacedOrder {
  orderId: string;
  orderMethod: OrderMethod;
  isReplay: boolean;
}

/**
 * Places an order in one transaction (decision 004, DESIGN §6): prices from the database, refuses
 * unknown or short products, decrements tracked stock (never below zero; zero marks the
 * product out of stock), writes the order, its line items and the confirmation e-mail to the
 * outbox, queues the shop's new-order alerts, SMS and e-mail (and, for a staff-entered order,
 * placed confirmed, the customer's 'confirmed' SMS), and announces the new order to live lists
 * at commit. Staff's agreed prices and order discount apply to the catalogue's prices read under
 * the lock, and the timeline says who agreed what (decision 070); a discount code is then checked
 * and priced on those prices under its row's lock, so its uses stay exact (decision 064); delivery
 * is priced by the zone or pickup point chosen, as it is now, and kept with its name (decision
 * 082), free from its amount of items as charged (decision 065). A gift keeps its recipient
 * and message, its wrapping priced at the shop's price (decision 071). A second call with the
 * same idempotency key returns the first order, neither counted against nor refused by the
 * limits, nor using its code again. A staff-entered order has an 'order.created' entry on the
 * activity trail by its staff member (decision 074).
 * @throws Refusal 409 naming unknown or out-of-stock products, why the code cannot be used or
 * that wrapping, a pickup at the shop or the zone chosen is not offered; 400 naming products over `limits.maxUnits`; 400/409 as
 * applyAgreedTerms refuses an agreement; 429 when the client address has placed its orders for
 * the window.
 */
export async function placeOrder(
  db: Db,
  input: OrderInput,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Same-key checkouts queue here, so a replay finds the first order instead of racing it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${input.idempotencyKey}))`);
    const [existing] = await tx
      .select({ orderId: order.id, orderMethod: order.orderMethod })
      .from(order)
      .where(eq(order.idempotencyKey, input.idempotencyKey));
    if (existing) return { ...existing, isReplay: true };
    // Decision 077: staff sell at the counter whatever Settings say; shoppers need the address.
    if (input.deliveryArea === "shop" && !options.staff && !options.shopPickup) {
      throw new Refusal(shopPickupTexts.notOffered, 409, { field: "deliveryArea" });
    }
    const destination = await findDeliveryDestination(tx, input.deliveryArea, options);

    const giftWrapping = giftWrappingOf(input, options);
    if (options.limits) await countOrderFromAddress(tx, options.limits.perAddress, now);
    const priced = await priceAndLockLines(tx, input.items, options.limits?.maxUnits);
    const agreed = agreedLinesOf(priced, options);
    const { lines } = agreed;
    const orderId = await nextOrderId(tx, now);
    // The catalogue owns stock (DESIGN §6); the lines were checked and read under its lock.
    const seller = options.staff && { userId: options.staff.userId, name: options.staff.name };
    await takeLockedStock(tx, lines, { reason: "sold", actor: seller, reference: orderId }, now);
    const buyer = {
      userId: options.customer?.userId,
      phone: input.phone,
      email: input.email ?? options.customer?.email,
    };
    const code = await applyOrderDiscount(tx, input, {
      lines,
      shipping: destination.fee,
      buyer,
      now,
    });
    const itemsAmount = itemsSubtotal(lines) - (code?.discount ?? 0) - agreed.discount;
    const shipping = deliveryFeeFor(destination, Math.max(0, itemsAmount));
    // Decision 065: a free-delivery code on an order delivered free by its amount gives nothing
    // and is left off, so it counts no use.
    const applied = code && (code.discount > 0 || shipping > 0) ? code : undefined;
    const extras = { agreedDiscount: agreed.discount, giftWrapping };
    const totals = orderTotals(lines, shipping, applied, extras);
    await insertOrder(
      tx,
      orderId,
      input,
      lines,
      { ...totals, code: applied, agreed },
      { ...options, destination },
      now,
    );
    if (options.staff && agreed.reason) {
      const message = agreedEventText(agreed, totals.agreedDiscount);
      const event = { orderId, actor: options.staff.name, message, amount: totals.total };
      await addPaymentEvent(tx, event, now);
    }
    if (options.staff) {
      const { userId, name, channel } = options.staff;
      const items = { lines: pricedLinesInBrief(lines), total: totals.total };
      await recordStaffOrder(tx, { orderId, actor: { userId, name }, now }, channel, items);
    }
    if (options.cartId) {
      const { wasReminded } = await takeOrderedLines(tx, options.cartId, lines.map(orderedLine));
      // The dashboard's "orders after a reminder" (decision 067).
      if (wasReminded) await countOrderAfterReminder(tx);
    }
    if (input.email) {
      const order = {
        orderId,
        input: { ...input, email: input.email },
        lines,
        totals,
        discountCode: applied?.code,
        delivery: destination,
        placedAt: now,
      };
      await enqueueOrderConfirmation(tx, orderConfirmationPayload(order, options.shop));
    }
    // A staff order is placed confirmed: its SMS says so, and the confirmation e-mail above
    // stands for the update's e-mail (decision 045).
    if (options.staff) await queueOrderSms(tx, orderId, "order_confirmed");
    if (options.alerts) {
      const customerName = options.customer?.displayName;
      const alerted = { orderId, input, lines, totals, customerName, staff: options.staff };
      await queueOrderAlerts(tx, alerted, options.alerts, options.shop);
    }
    const userId = options.customer?.userId ?? null;
    await notifyOrderChange(tx, { orderId, userId, status: statusOf(options) });
    return { orderId, orderMethod: methodOf(input, options), isReplay: false };
  });
}

/**
 * What a gift's wrapping costs at the shop's price (decision 071); 0 when not wrapped.
 * @throws Refusal 409 when wrapping was asked for and the shop no longer offers it.
 */
function giftWrappingOf(input: OrderInput, options: PlaceOrderOptions): number {
  if (!input.gift?.isWrapped) return 0;
  const price = options.giftWrappingPrice ?? 0;
  if (price <= 0) throw new Refusal(giftTexts.wrappingNotOffered, 409, { field: "giftWrap" });
  return price;
}

/** A staff-entered order is placed confirmed; a shopper's waits for the shop (SPEC §4). */
const statusOf = (options: PlaceOrderOptions) => (options.staff ? "confirmed" : "pending");
const methodOf = (input: CheckoutInput, options: PlaceOrderOptions): OrderMethod =>
  options.staff ? "staff" : input.orderMethod;

/** The lines as staff agreed them (decision 070); a shopper's order sells at catalogue prices. */
function agreedLinesOf(priced: PricedLine[], { staff }: PlaceOrderOptions): AgreedLines {
  if (!staff?.agreed) return { lines: priced, discount: 0, reason: null };
  return applyAgreedTerms(priced, staff.agreed.terms, staff.agreed.capPercent);
}

const orderedLine = (line: PricedLine) => ({ sizeId: line.size.id, quantity: line.quantity });

async function insertOrder(
  tx: DbTransaction,
  orderId: string,
  input: OrderInput,
  lines: PricedLine[],
  { code, agreed, ...totals }: OrderTotals & { code?: AppliedDiscount; agreed: AgreedLines },
  options: PlaceOrderOptions & { destination: DeliveryDestination },
  now: Date,
): Promise<void> {
  const { area, zone, estimate } = options.destination;
  const isCollected = isCollectedArea(area);
  await tx.insert(order).values({
    id: orderId,
    userId: options.customer?.userId ?? null,
    userDisplayName: options.customer?.displayName ?? input.fullName ?? null,
    userEmail: options.customer?.email ?? input.email ?? null,
    fullName: input.fullName,
    phone: input.phone,
    email: input.email,
    // A pickup at the shop or a pickup point goes to no address (decisions 077, 082).
    address: isCollected ? undefined : input.address,
    city: isCollected ? undefined : (input.city ?? (area === "nairobi" ? "Nairobi" : undefined)),
    notes: input.notes,
    deliveryArea: area,
    // Decision 082: the zone's name and time as placed; a default zone reads as its area.
    deliveryZoneId: zone?.id,
    deliveryZoneName: zone?.name,
    deliveryEstimate: zone ? estimate : undefined,
    ...totals,
    discountCode: code?.code,
    discountCodeId: code?.codeId,
    // Decision 070: who agreed lower prices and when, with their reason.
    agreedReason: agreed.reason,
    agreedBy: agreed.reason ? options.staff?.name : null,
    agreedAt: agreed.reason ? now : null,
    giftRecipientName: input.gift?.recipientName,
    giftRecipientPhone: input.gift?.recipientPhone,
    giftMessage: input.gift?.message,
    status: statusOf(options),
    orderMethod: methodOf(input, options),
    channel: options.staff?.channel,
    enteredBy: options.staff?.name,
    enteredByUserId: options.staff?.userId,
    // Unpaid until the prompt is sent (server/payments/mpesa/stk-push.ts).
    paymentMethod: input.paymentMethod ?? "cash_on_delivery",
    idempotencyKey: input.idempotencyKey,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(orderItem).values(orderItemRows(orderId, lines));
}
