import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { paymentRefusalOf } from "#contracts/payable-order.ts";
import { staffPromptText, type OrderPaymentPanel } from "#contracts/payment-review.ts";
import { usePaymentForm } from "./use-payment-form";
import { paymentAction } from "./use-payment-panel";

/**
 * Staff's 'Send M-PESA prompt' (decision 020): shown when the shop has M-PESA set up and the
 * order may be asked to pay (paymentRefusalOf for staff: a confirmed WhatsApp order too); the
 * prompt goes to the order's own phone. The latest prompt's state shows beside it, and a
 * refusal (a prompt still live, too many prompts) is said here.
 */
export function PaymentPrompt({
  order,
  panel,
}: {
  order: AdminOrderRow;
  panel: OrderPaymentPanel | undefined;
}) {
  const { fetcher, error } = usePaymentForm();
  if (!panel?.isMpesaOffered) return null;
  const canPrompt = paymentRefusalOf(order, "staff") === null && !!order.phone;
  if (!canPrompt && !panel.prompt) return null;
  return (
    <div className="mt-4 space-y-2">
      {panel.prompt && (
        <p className="text-xs text-taupe" data-testid="prompt-state">
          M-PESA prompt: {staffPromptText(panel.prompt)}
        </p>
      )}
      {canPrompt && (
        <fetcher.Form method="post" action={paymentAction}>
          <input type="hidden" name="intent" value="prompt" />
          <input type="hidden" name="orderId" value={order.id} />
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="h-9 w-full border border-stone px-3 text-xs tracking-[0.12em] uppercase transition hover:border-espresso disabled:opacity-60"
          >
            Send M-PESA prompt
          </button>
        </fetcher.Form>
      )}
      {error && (
        <p role="alert" className="text-sm text-wine">
          {error}
        </p>
      )}
    </div>
  );
}
