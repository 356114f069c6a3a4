/** What POST /api/orders answers: the order placed, or why not (a message for the shopper). */
export type CheckoutResult = { orderId: string; whatsappUrl?: string } | { error: string };
