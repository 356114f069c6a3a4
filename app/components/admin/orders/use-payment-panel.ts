import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { loader } from "#app/routes/admin/orders-payment.ts";

/** Where an order's payment forms post, and its panel is read (app/routes/admin/orders-payment.ts). */
export const paymentAction = "/admin/orders/payment";

/** Reads of a panel that came back empty before the hook stops trying. */
const maxRetries = 2;

/**
 * What an expanded order's payment shows besides its row (GET /admin/orders/payment): its
 * timeline, latest prompt, whether prompts are set up, the staff member's name. Read when shown,
 * by a fetcher shared by the order's table row, card and 'Was this order paid?' (one key), and
 * read again whenever the page's data is (a change, a live event), so the timeline follows the
 * payments. A read that ends without data is made again: React Router discovers the route's
 * module lazily, and a read sent before it knows the route matches the catch-all page instead.
 * Undefined until it first arrives.
 */
export function usePaymentPanel(orderId: string) {
  const { data, load, state } = useFetcher<typeof loader>({ key: `payment-panel-${orderId}` });
  const url = `${paymentAction}?orderId=${encodeURIComponent(orderId)}`;
  const retries = useRef(0);
  const wasLoading = useRef(false);
  // Read on every showing: what a fetcher kept from an earlier one may predate a payment.
  useEffect(() => {
    void load(url);
  }, [load, url]);
  useEffect(() => {
    const hasEnded = wasLoading.current && state === "idle";
    wasLoading.current = state === "loading";
    if (hasEnded && data === undefined && retries.current < maxRetries) {
      retries.current += 1;
      void load(url);
    }
  }, [state, data, load, url]);
  return data;
}
