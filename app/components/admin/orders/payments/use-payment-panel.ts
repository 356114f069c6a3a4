import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { loader } from "#app/routes/admin/orders/payment.ts";

/** Where an order's payment forms post, and its panel is read (app/routes/admin/orders/payment.ts). */
export const paymentAction = "/admin/orders/payment";

/**
 * What an expanded order's payment shows besides its row (GET /admin/orders/payment): its
 * timeline, latest prompt, whether prompts are set up, the staff member's name. Read when shown,
 * by a fetcher shared by the order's table row, card and 'Was this order paid?' (one key), and
 * read again whenever the page's data is (a change, a live event), so the timeline follows the
 * payments. Undefined until it first arrives.
 */
export function usePaymentPanel(orderId: string) {
  const { data, load } = useFetcher<typeof loader>({ key: `payment-panel-${orderId}` });
  // Read on every showing: what a fetcher kept from an earlier one may predate a payment.
  useEffect(() => {
    void load(`${paymentAction}?orderId=${encodeURIComponent(orderId)}`);
  }, [load, orderId]);
  return data;
}
