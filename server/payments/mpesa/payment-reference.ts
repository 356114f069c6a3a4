/**
 * The account reference an order is paid under on M-PESA (decision 020): Daraja takes at most 12
 * characters and an order id is 'LOR-' + 16 digits, so the last 12 digits — the millisecond
 * clock's last 9 and the sequence's 3 — stand for it, in the prompt and on the Paybill.
 */
export function paymentReference(orderId: string): string {
  return orderId.replace(/\D/g, "").slice(-12);
}
