import { useFetcher } from "react-router";
import type { action } from "#app/routes/admin/orders/payment.ts";

/**
 * A staff payment form sent in the background to the payment action (paymentAction) and what it
 * answered once done: `error` (the refusal to show), `notice` (what was done, if it says) and
 * `isDone` (the action succeeded). All undefined/false while it is sent or before.
 */
export function usePaymentForm() {
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return {
    fetcher,
    error: answer && "error" in answer ? answer.error : undefined,
    notice: answer && "ok" in answer ? answer.notice : undefined,
    isDone: !!answer && "ok" in answer,
  };
}
