import type { PaymentMethod, PaymentStatus } from "./payment";

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
  orderMethod: "website" | "whatsapp";
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
  deliveryArea: "nairobi" | "elsewhere";
  subtotal: number;
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
