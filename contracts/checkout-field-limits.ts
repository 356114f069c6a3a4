// Apart from the checkout's schemas: the New order page sizes its inputs by these limits without
// loading zod (decision 053).

/**
 * The checkout form's text fields: their labels as errors name them, and their longest text in
 * characters (the inputs' `maxLength`; the server enforces the same). An address holds a
 * landmark description, so it gets 500 (DESIGN §5's delivery details).
 */
export const checkoutFieldLimits = {
  fullName: { label: "Full name", maxLength: 120 },
  email: { label: "Email", maxLength: 254 },
  phone: { label: "Phone", maxLength: 40 },
  notes: { label: "Delivery notes", maxLength: 1000 },
  address: { label: "Address", maxLength: 500 },
  city: { label: "Town", maxLength: 120 },
  mpesaPhone: { label: "M-PESA number", maxLength: 40 },
} as const;

/**
 * A gift's wrapping as the checkout's summary and every total name it (decision 071): here, where
 * the checkout's first scripts already look, not with the gift's fields (contracts/gift.ts).
 */
export const giftWrappingLabel = "Gift wrapping";
