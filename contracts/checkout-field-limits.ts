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
  // A gift's (decision 071): the card's message is printed, so it is kept short.
  giftName: { label: "Recipient's name", maxLength: 120 },
  giftPhone: { label: "Recipient's phone", maxLength: 40 },
  giftMessage: { label: "Gift message", maxLength: 300 },
} as const;

/** A gift's wrapping as the checkout and every total name it (decision 071). */
export const giftWrappingLabel = "Gift wrapping";
