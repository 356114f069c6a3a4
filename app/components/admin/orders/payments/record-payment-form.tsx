import { useLocation } from "react-router";
import { useIsHydrated } from "#app/lib/use-hydrated.ts";
import { FormDisclosure } from "../form-disclosure";
import { PaymentFields } from "./payment-fields";
import { usePaymentForm } from "./use-payment-form";
import { paymentAction } from "./use-payment-panel";

const submitClass =
  "h-10 w-full bg-espresso px-4 text-xs tracking-[0.12em] text-ivory uppercase transition hover:bg-ink disabled:opacity-60";

/**
 * 'Record payment' (decision 056): a disclosure (a native <details>, so it opens without
 * scripts) holding the fields of a payment taken at the door, posted with intent 'record'. Sent
 * in the background once the page is live (the order and its timeline follow; the answer is
 * said here, and the disclosure closes on success); before, a plain form that comes back to
 * this page (`returnTo`).
 */
export function RecordPaymentForm({
  orderId,
  balance,
  takenBy,
}: {
  orderId: string;
  /** Whole KSh still to pay: the amount to start with. */
  balance: number;
  takenBy: string;
}) {
  const { fetcher, error, notice } = usePaymentForm();
  const location = useLocation();
  const isHydrated = useIsHydrated();
  return (
    <FormDisclosure title="Record payment" notice={notice}>
      <fetcher.Form method="post" action={paymentAction} className="space-y-3 p-3 pt-1">
        <input type="hidden" name="intent" value="record" />
        <input type="hidden" name="orderId" value={orderId} />
        {!isHydrated && (
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        )}
        {/* A payment recorded changes the balance: the fields start again from it. */}
        <PaymentFields key={balance} balance={balance} takenBy={takenBy} />
        {error && (
          <p role="alert" className="text-sm text-wine">
            {error}
          </p>
        )}
        <button type="submit" disabled={fetcher.state !== "idle"} className={submitClass}>
          Record payment
        </button>
      </fetcher.Form>
    </FormDisclosure>
  );
}
