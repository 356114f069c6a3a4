import type { OrderDeliveryArea } from "./delivery";
import type { Dispatch } from "./dispatch";
import type { OrderGift } from "./gift";
import type { PaymentMethod, PaymentStatus } from "./payment";

/**
 * How an order was placed: SPEC §3's website and WhatsApp checkouts, or keyed in by staff from a
 * chat, a call or the shop floor (decision 043; its `channel` says which).
 */
export const orderMethods = ["website", "whatsapp", "staff"] as const;

/** How one order was placed. */
export type OrderMethod = (typeof orderMethods)[number];

/** An order as its pages show it. Money in whole KSh; createdAt is ISO 8601. */
export interface OrderView {
  id: string;
  createdAt: string;
  /**
   * ISO 8601; also the version of the order on its live page
   * (docs/decisions/031-live-page-versions.md).
   */
  updatedAt: string;
  status: string;
  orderMethod: OrderMethod;
  /** DESIGN §6 (Payments): the payment beside the fulfilment status. */
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  /** Whole KSh of the payments counted for the order (decision 020). */
  amountPaid: number;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  notes: string | null;
  deliveryArea: OrderDeliveryArea;
  /** The delivery zone's or pickup point's name and time as placed; null = its area's (decision 082). */
  deliveryZoneName: string | null;
  deliveryEstimate: string | null;
  /** Who is bringing it, once dispatched (docs/decisions/079-dispatch-and-tracking.md). */
  dispatch: Dispatch | null;
  subtotal: number;
  /** What a discount code took off the items; the delivery fee it waived (decision 064). */
  discount: number;
  deliveryWaived: number;
  /** The code the order was placed with; null = none. */
  discountCode: string | null;
  /** What staff took off the whole order as agreed (decision 070); items show agreed prices. */
  agreedDiscount: number;
  /** What a gift's wrapping cost (0 = none), and the gift's recipient and message (decision 071). */
  giftWrapping: number;
  gift: OrderGift | null;
  shipping: number;
  tax: number;
  total: number;
  items: {
    productId: string;
    name: string;
    /** The size sold ("50ml"); null for lines placed before sizes were sold. */
    sizeLabel: string | null;
    price: number;
    quantity: number;
    imageUrl: string | null;
  }[];
}
