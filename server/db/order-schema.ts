import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { orderMethods } from "#contracts/order.ts";
import { orderStatuses } from "#contracts/order-status.ts";
import { paymentMethods, paymentStatuses } from "#contracts/payment.ts";
import { salesChannels } from "#contracts/sales-channel.ts";
import { orderDeliveryAreas } from "#contracts/delivery.ts";
import { user } from "./auth-schema";
import { discountCode } from "./discount-schema";
import { product, productSize } from "./schema";

/** Delivery areas at checkout (DESIGN §6); an order may also be picked up at the shop (decision 077). */
export const deliveryAreas = ["nairobi", "elsewhere"] as const;

/** Feeds order ids: two orders in the same millisecond still get different digits. */
export const orderNumberSequence = pgSequence("order_number_seq");

/**
 * An order (SPEC §3, DESIGN §5). Money is whole KSh: total = subtotal − discount −
 * agreed_discount + shipping + gift_wrapping, and `tax` is the VAT included in (subtotal −
 * discount − agreed_discount + gift_wrapping), never added again (decisions 064, 070, 071).
 * user_id null = a guest. The spec's per-user mirror is this row seen through user_id.
 */
export const order = pgTable(
  "order",
  {
    id: text("id").primaryKey(),
    userId: text("user_id"),
    /**
     * The rider taking the order to the customer: an enabled staff member with role rider when
     * assigned; null = none (docs/decisions/075-rider-deliveries.md).
     */
    riderId: text("rider_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * A rider without a staff account, as dispatched: their name and phone (E.164); null with a
     * staff rider, whose account says both (docs/decisions/079-dispatch-and-tracking.md).
     */
    riderName: text("rider_name"),
    riderPhone: text("rider_phone"),
    /** The courier or bus parcel service the order was handed to, and its reference (decision 079). */
    courierName: text("courier_name"),
    courierReference: text("courier_reference"),
    userDisplayName: text("user_display_name"),
    userEmail: text("user_email"),
    fullName: text("full_name"),
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    city: text("city"),
    notes: text("notes"),
    deliveryArea: text("delivery_area", { enum: orderDeliveryAreas }).notNull(),
    /**
     * The delivery zone or pickup point chosen, its name and delivery time as placed (decision
     * 082); all null for the default zones and the shop, which read as their area.
     */
    deliveryZoneId: text("delivery_zone_id"),
    deliveryZoneName: text("delivery_zone_name"),
    deliveryEstimate: text("delivery_estimate"),
    subtotal: integer("subtotal").notNull(),
    shipping: integer("shipping").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    /** What a discount code took off the items, whole KSh, 0…subtotal (decision 064). */
    discount: integer("discount").notNull().default(0),
    /** The delivery fee a free-delivery code took off, whole KSh (shipping is then 0). */
    deliveryWaived: integer("delivery_waived").notNull().default(0),
    /** The code the order was placed with, as it was used; null = none. */
    discountCode: text("discount_code"),
    discountCodeId: integer("discount_code_id").references(() => discountCode.id),
    /** What staff took off the whole order as agreed with the customer, whole KSh (decision 070). */
    agreedDiscount: integer("agreed_discount").notNull().default(0),
    /**
     * Why staff agreed lower prices or the order discount, who did (their name) and when; all
     * null when nothing was agreed (decision 070).
     */
    agreedReason: text("agreed_reason"),
    agreedBy: text("agreed_by"),
    agreedAt: timestamp("agreed_at", { withTimezone: true, mode: "date" }),
    /**
     * A gift (decision 071): who receives it (the rider calls their phone, E.164), the card's
     * message, and what wrapping cost, whole KSh (0 = not wrapped). Null name = not a gift.
     */
    giftRecipientName: text("gift_recipient_name"),
    giftRecipientPhone: text("gift_recipient_phone"),
    giftMessage: text("gift_message"),
    giftWrapping: integer("gift_wrapping").notNull().default(0),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    orderMethod: text("order_method", { enum: orderMethods }).notNull(),
    /** Where staff made the sale, for a staff-entered order (decision 043); null otherwise. */
    channel: text("channel", { enum: salesChannels }),
    /** The staff member who keyed it in (their name, and account id); null for a shopper's. */
    enteredBy: text("entered_by"),
    enteredByUserId: text("entered_by_user_id"),
    /** DESIGN §6: the payment beside the fulfilment status; attempts are payment_attempt rows. */
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull().default("unpaid"),
    paymentMethod: text("payment_method", { enum: paymentMethods })
      .notNull()
      .default("cash_on_delivery"),
    /** Whole KSh of the payments counted for the order (server/payments/ledger/order-balance.ts). */
    amountPaid: integer("amount_paid").notNull().default(0),
    /**
     * Whole KSh given back to the customer: the sum of its order_refund rows, never above what
     * was received (docs/decisions/076-returns-refunds.md).
     */
    amountRefunded: integer("amount_refunded").notNull().default(0),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /**
     * Whether the order's units are taken from tracked stock (decision 017): true from placement,
     * false once cancelling returned them, true again when re-opening took them back. Only
     * server/orders/order-stock.ts and the WhatsApp hold job change it, with the stock.
     */
    holdsStock: boolean("holds_stock").notNull().default(true),
    /** When the stock last moved after placement (returned or taken again); null = never. */
    stockMovedAt: timestamp("stock_moved_at", { withTimezone: true, mode: "date" }),
    /**
     * The customer the order belongs to, as a CustomerRow key (decisions 041 and 047): set by the
     * database's trigger from the account, the phone's customer account, phone, e-mail or id.
     */
    customerKey: text("customer_key"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * What the admin's order search matches (SPEC §2: name, ID, email, phone), lower-cased, with
     * the phone also as typed in Kenya (07…), so '0712 345' finds '+254712345…' (decision 009).
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower("id" || ' ' || coalesce("full_name", '') || ' ' || coalesce("user_display_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("user_email", '') || ' ' || coalesce("phone", '') || ' ' || regexp_replace(coalesce("phone", ''), '^\\+254', '0'))`,
      ),
  },
  (t) => [
    check(
      "order_money_not_negative",
      sql`${t.subtotal} >= 0 and ${t.shipping} >= 0 and ${t.tax} >= 0`,
    ),
    check(
      "order_total_is_subtotal_plus_shipping",
      sql`${t.total} = ${t.subtotal} - ${t.discount} - ${t.agreedDiscount} + ${t.shipping} + ${t.giftWrapping}`,
    ),
    check(
      "order_gift_complete",
      sql`${t.giftWrapping} >= 0 and (${t.giftRecipientName} is not null or (${t.giftRecipientPhone} is null and ${t.giftMessage} is null and ${t.giftWrapping} = 0))`,
    ),
    check(
      "order_discount_within_subtotal",
      sql`${t.discount} >= 0 and ${t.agreedDiscount} >= 0 and ${t.discount} + ${t.agreedDiscount} <= ${t.subtotal} and ${t.deliveryWaived} >= 0`,
    ),
    // Decision 070: an agreement names its reason, who gave it and when; a discount needs one.
    check(
      "order_agreement_named",
      sql`(${t.agreedReason} is null) = (${t.agreedBy} is null) and (${t.agreedBy} is null) = (${t.agreedAt} is null) and (${t.agreedDiscount} = 0 or ${t.agreedReason} is not null)`,
    ),
    check(
      "order_discount_has_code",
      sql`(${t.discountCodeId} is null) = (${t.discountCode} is null) and (${t.discountCodeId} is not null or (${t.discount} = 0 and ${t.deliveryWaived} = 0))`,
    ),
    check(
      "order_status_known",
      sql`${t.status} in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check("order_method_known", sql`${t.orderMethod} in ('website', 'whatsapp', 'staff')`),
    check(
      "order_channel_for_staff",
      sql`(${t.orderMethod} = 'staff') = (${t.channel} is not null and ${t.enteredBy} is not null)`,
    ),
    check(
      "order_payment_status_known",
      sql`${t.paymentStatus} in ('unpaid', 'awaiting_payment', 'part_paid', 'paid', 'failed', 'part_refunded', 'refunded')`,
    ),
    check(
      "order_payment_method_known",
      sql`${t.paymentMethod} in ('mpesa_stk', 'mpesa_manual', 'mpesa_paybill', 'cash_on_delivery')`,
    ),
    // Decision 017: only a cancelled order may have given its stock back.
    check("order_holds_stock_unless_cancelled", sql`${t.holdsStock} or ${t.status} = 'cancelled'`),
    // Newest first with the id breaking ties (the dashboard's recent orders), read backwards.
    index("order_created_at_id_idx").on(t.createdAt, t.id),
    // One customer's orders, newest first (their details; their kept row's recount).
    index("order_customer_key_idx").on(t.customerKey, t.createdAt, t.id),
    index("order_user_created_at_idx").on(t.userId, t.createdAt.desc()),
    // Customers are known by phone (DESIGN §5): one customer's orders, the new-order page's
    // look-up by phone.
    index("order_phone_created_at_idx").on(t.phone, t.createdAt.desc()),
    // Guest orders by e-mail, joined to the account that proves it (decision 068).
    index("order_guest_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.userId} is null`),
    // The admin's live pages read the latest change of all orders as their version (decision 031).
    index("order_updated_at_idx").on(t.updatedAt),
    // The admin's tabs (decision 009), read in order with the id breaking ties: pages and the
    // export's keyset batches. Ongoing is every status but delivered. Ascending, so that a
    // backward scan is exactly `order by created_at desc, id desc` (DESC means NULLS FIRST).
    index("order_status_created_at_idx").on(t.status, t.createdAt, t.id),
    index("order_ongoing_created_at_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} <> 'delivered'`),
    // One way of delivery at a time: a rider (an account, or a name and phone) or a courier
    // (decision 079); a courier's reference only with its name; the dispatch form's limits.
    check(
      "order_dispatch_one_way",
      sql`num_nonnulls(${t.riderId}, ${t.riderName}, ${t.courierName}) <= 1 and (${t.riderName} is null) = (${t.riderPhone} is null) and (${t.courierReference} is null or ${t.courierName} is not null)`,
    ),
    check(
      "order_dispatch_lengths",
      sql`char_length(${t.riderName}) <= 80 and char_length(${t.riderPhone}) <= 16 and char_length(${t.courierName}) <= 80 and char_length(${t.courierReference}) <= 40`,
    ),
    // The day's delivery list: every open order, oldest first (decision 079).
    index("order_open_created_at_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} not in ('delivered', 'cancelled')`),
    // A rider's open deliveries, oldest first (decision 075).
    index("order_rider_open_idx")
      .on(t.riderId, t.createdAt, t.id)
      .where(sql`${t.riderId} is not null and ${t.status} not in ('delivered', 'cancelled')`),
    // The admin's payment status filter, read like the tabs.
    index("order_payment_status_created_at_idx").on(t.paymentStatus, t.createdAt, t.id),
    // A code's orders (its uses, the once-per-customer check): only orders with a code.
    index("order_discount_code_idx")
      .on(t.discountCodeId, t.createdAt, t.id)
      .where(sql`${t.discountCodeId} is not null`),
    // The admin's search: substring matches through pg_trgm (migration 0001_enable_pg_trgm).
    index("order_search_text_trigram_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/** A line item of an order: the product as it was sold (name, unit price in KSh, image). */
export const orderItem = pgTable(
  "order_item",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => order.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "restrict" }),
    /** The size sold; null for lines placed before sizes were sold (migration 0018). */
    sizeId: text("size_id").references(() => productSize.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** The size's label and SKU when sold, kept as they were; null before sizes were sold. */
    sizeLabel: text("size_label"),
    sku: text("sku"),
    /** The unit price it was sold at, whole KSh. */
    price: integer("price").notNull(),
    /**
     * The size's catalogue price when staff sold it lower as agreed (decision 070), whole KSh;
     * null = sold at the catalogue price.
     */
    cataloguePrice: integer("catalogue_price"),
    quantity: integer("quantity").notNull(),
    category: text("category"),
    imageUrl: text("image_url"),
  },
  (t) => [
    check("order_item_quantity_1_to_99", sql`${t.quantity} between 1 and 99`),
    check("order_item_price_not_negative", sql`${t.price} >= 0`),
    check(
      "order_item_agreed_below_catalogue",
      sql`${t.cataloguePrice} is null or ${t.cataloguePrice} > ${t.price}`,
    ),
    index("order_item_order_idx").on(t.orderId),
    index("order_item_product_idx").on(t.productId),
    index("order_item_size_idx").on(t.sizeId),
  ],
);
