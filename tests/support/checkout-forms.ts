import { randomBytes } from "node:crypto";

/** A new idempotency key, as the checkout page renders one. */
const idempotencyKey = () => randomBytes(16).toString("hex");

/** A website order's form for Nairobi (free delivery by default). */
export const websiteOrder = () => ({
  idempotencyKey: idempotencyKey(),
  orderMethod: "website",
  fullName: "Wanjiru Kamau",
  email: "wanjiru@example.co.ke",
  phone: "0712345678",
  deliveryArea: "nairobi",
  address: "Ngong Road 12",
});

/** A guest's WhatsApp order form for Nairobi: no contact fields needed (SPEC §5). */
export const whatsappOrder = () => ({
  idempotencyKey: idempotencyKey(),
  orderMethod: "whatsapp",
  deliveryArea: "nairobi",
});

/** The checkout form's fields, as the page posts them. */
export type CheckoutForm = Record<string, string>;

/** The order id in the address of the success page a checkout redirected to. */
export const orderIdIn = (location: string | null) =>
  new URL(location ?? "", "https://loris.example").searchParams.get("orderId") ?? "";
