/** Settings the browser may see, rendered into every page by the root loader (DESIGN §7). */
export interface ShopSettings {
  publicUrl: string;
  /** International digits without '+', for wa.me links. */
  whatsappNumber: string;
  shopPhone: string;
  instagramUrl: string;
  /** Units of one product an order may hold (ORDER_MAX_UNITS, decision 017): carts stop there. */
  orderMaxUnits: number;
  /** Prefix for image paths starting with '/' (SPEC §3); unset = our own host. */
  posHost?: string;
}
