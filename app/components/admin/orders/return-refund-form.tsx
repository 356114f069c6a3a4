import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { action } from "#app/routes/admin/orders/refund.ts";
import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { formatPrice } from "#contracts/money.ts";
import { lineDisplayName } from "#contracts/product-sizes.ts";
import {
  isMpesaRefundWay,
  refundLimits,
  refundWayLabels,
  refundWays,
  returnConditionLabels,
  returnConditions,
  type RefundWay,
} from "#contracts/returns-refunds.ts";
import { useIdempotencyKey } from "#app/lib/admin/use-idempotency-key.ts";
import { useIsHydrated } from "#app/lib/use-hydrated.ts";
import { fieldInputClass } from "../../ui/text-field";
import { doorPaymentLabel as label, ReceiptCodeInput } from "./payments/door-payment-inputs";
import { FormDisclosure } from "./form-disclosure";

/** Where the form posts (docs/decisions/076-returns-refunds.md). */
const refundAction = "/admin/orders/refund";

const submitClass =
  "h-10 w-full bg-espresso px-4 text-xs tracking-[0.12em] text-ivory uppercase transition hover:bg-ink disabled:opacity-60";

/** Whether staff may record a return or refund on `order`: delivered, or money left to give back. */
export function takesReturnOrRefund(order: AdminOrderRow): boolean {
  if (order.status === "cancelled") return false;
  return order.status === "delivered" || order.amountPaid > order.amountRefunded;
}

/** One line's returned units and what becomes of them; only lines with units left to return. */
function ReturnLines({ order }: { order: AdminOrderRow }) {
  const lines = order.items.filter((item) => item.quantity > item.returned);
  if (lines.length === 0) return <p className="text-xs text-taupe">Every unit sold is returned.</p>;
  return (
    <fieldset className="space-y-3">
      <legend className={label}>Units returned</legend>
      {lines.map((item) => {
        const name = lineDisplayName(item);
        return (
          <div key={item.id} className="grid grid-cols-[5rem_1fr] items-end gap-2">
            <label className={label}>
              <span className="sr-only">Units of {name} returned</span>
              <input
                name={`return-${item.id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={item.quantity - item.returned}
                step={1}
                defaultValue={0}
                aria-label={`Units of ${name} returned`}
                className={`${fieldInputClass} tabular-nums`}
              />
            </label>
            <label className={label}>
              {name} · {item.quantity - item.returned} of {item.quantity} may come back
              <select
                name={`condition-${item.id}`}
                defaultValue="restocked"
                aria-label={`Condition of ${name}`}
                className={fieldInputClass}
              >
                {returnConditions.map((condition) => (
                  <option key={condition} value={condition}>
                    {returnConditionLabels[condition]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The money going back: amount, way, the M-PESA code for the M-PESA ways, and a note. */
function RefundFields({ refundable }: { refundable: number }) {
  const [way, setWay] = useState<RefundWay>("mpesa_reversal");
  const isHydrated = useIsHydrated();
  return (
    <div className="space-y-3">
      <label className={label}>
        Amount refunded (KSh)
        <input
          name="amount"
          type="number"
          inputMode="numeric"
          min={0}
          max={Math.min(refundable, refundLimits.maxAmount)}
          step={1}
          className={`${fieldInputClass} tabular-nums`}
          aria-describedby="refundable-hint"
        />
      </label>
      <p id="refundable-hint" className="text-xs text-taupe">
        {refundable > 0
          ? `Up to ${formatPrice(refundable)} received and not refunded.`
          : "Nothing received is left to refund."}
      </p>
      <fieldset>
        <legend className={label}>Refunded by</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {refundWays.map((value) => (
            <label key={value} className="inline-flex min-h-9 items-center gap-2 text-sm">
              <input
                type="radio"
                name="way"
                value={value}
                checked={way === value}
                onChange={() => setWay(value)}
                className="size-4 accent-espresso"
              />
              {refundWayLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {(!isHydrated || isMpesaRefundWay(way)) && (
        <ReceiptCodeInput
          name="reference"
          label={`M-PESA transaction code${isHydrated ? "" : " (M-PESA only)"}`}
          isRequired={isHydrated}
        />
      )}
      <label className={label}>
        Note
        <textarea
          name="note"
          rows={2}
          maxLength={refundLimits.maxNote}
          className={`${fieldInputClass} h-auto py-2`}
        />
      </label>
    </div>
  );
}

/**
 * 'Return or refund' on an order's details (docs/decisions/076-returns-refunds.md): a disclosure
 * (a native <details>) holding the units returned per line — back to stock or damaged — on a
 * delivered order, and the money refunded with its way, M-PESA code and note; posted to
 * /admin/orders/refund in the background once the page is live (the order follows live; the
 * answer is said here), before that a plain form that comes back to this page. Shown to staff
 * who reconcile payments.
 */
export function ReturnRefundForm({ order }: { order: AdminOrderRow }) {
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = answer && "error" in answer ? answer.error : undefined;
  const notice = answer && "ok" in answer ? answer.notice : undefined;
  const location = useLocation();
  const isHydrated = useIsHydrated();
  // A return or refund recorded changes the order: the fields start again, with a new key.
  const version = `${order.amountRefunded}:${order.items.map((item) => item.returned).join(",")}`;
  return (
    <FormDisclosure title="Return or refund" notice={notice}>
      <fetcher.Form method="post" action={refundAction} className="space-y-4 p-3 pt-1">
        <input type="hidden" name="orderId" value={order.id} />
        {!isHydrated && (
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        )}
        <ReturnRefundFields key={version} order={order} />
        {error && (
          <p role="alert" className="text-sm text-wine">
            {error}
          </p>
        )}
        <button type="submit" disabled={fetcher.state !== "idle"} className={submitClass}>
          Record return and refund
        </button>
      </fetcher.Form>
    </FormDisclosure>
  );
}

/** The form's fields for one state of the order, with their showing's idempotency key. */
function ReturnRefundFields({ order }: { order: AdminOrderRow }) {
  const idempotencyKey = useIdempotencyKey("refund_");
  return (
    <>
      {idempotencyKey && <input type="hidden" name="idempotencyKey" value={idempotencyKey} />}
      {order.status === "delivered" && <ReturnLines order={order} />}
      <RefundFields refundable={Math.max(order.amountPaid - order.amountRefunded, 0)} />
    </>
  );
}
