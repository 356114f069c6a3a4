import { useId } from "react";
import { useFetcher } from "react-router";
import type { action } from "#app/routes/admin/orders/payment.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import type { OrderPaymentPanel } from "#contracts/payment-review.ts";
import {
  resendableSmsStatuses,
  smsKindLabels,
  smsStatusLabels,
  type OrderSmsEntry,
} from "#contracts/sms.ts";
import { paymentAction } from "./payments/use-payment-panel";

const buttonClass =
  "text-xs font-medium text-espresso underline decoration-gold underline-offset-4 hover:text-gold disabled:opacity-50";

/**
 * An order's SMS (decision 042): each message, to whom, where it stands — sent, waiting, or why
 * not (the gateway's answer, an opt-out, a crash mid-send) — with Send again for one that did
 * not go or may not have, and Stop SMS to this customer. Forms post to /admin/orders/payment in
 * the background; the panel is read again after each.
 */
export function OrderMessages({
  orderId,
  panel,
}: {
  orderId: string;
  panel: OrderPaymentPanel | undefined;
}) {
  const headingId = useId();
  const form = useFetcher<typeof action>();
  const answer = form.data;
  const isBusy = form.state !== "idle";
  return (
    <div>
      <h3 id={headingId} className="eyebrow mb-3">
        Messages
      </h3>
      {!panel ? (
        <p className="text-sm text-taupe">Loading…</p>
      ) : panel.messages.length === 0 ? (
        <p className="text-sm text-taupe">No SMS for this order.</p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-2 text-sm">
          {panel.messages.map((sms) => (
            <li key={sms.id} className="flex flex-wrap items-baseline justify-between gap-x-4">
              <div className="min-w-0">
                <p className="text-espresso">
                  {smsKindLabels[sms.kind]} · {formatKenyanPhone(sms.recipient)}
                </p>
                <p className="text-xs text-taupe">
                  <span data-testid="sms-status">{smsStatusLabels[sms.status]}</span>
                  {" · "}
                  <time dateTime={sms.at}>{formatOrderDate(sms.at)}</time>
                  {sms.status !== "sent" && sms.lastError && <> · {sms.lastError}</>}
                </p>
              </div>
              {resendableSmsStatuses.includes(sms.status) && (
                <SmsForm
                  form={form}
                  orderId={orderId}
                  intent="sms-resend"
                  sms={sms}
                  disabled={isBusy}
                >
                  Send again
                </SmsForm>
              )}
            </li>
          ))}
        </ul>
      )}
      {panel && !panel.isSmsStopped && (
        <SmsForm form={form} orderId={orderId} intent="sms-stop" disabled={isBusy}>
          Stop SMS to this customer
        </SmsForm>
      )}
      {panel?.isSmsStopped && (
        <p className="mt-2 text-xs text-taupe">This customer asked for no more SMS.</p>
      )}
      <p role="status" className="mt-2 text-xs text-taupe">
        {answer && ("error" in answer ? answer.error : answer.notice)}
      </p>
    </div>
  );
}

function SmsForm({
  form,
  orderId,
  intent,
  sms,
  disabled,
  children,
}: {
  form: ReturnType<typeof useFetcher<typeof action>>;
  orderId: string;
  intent: "sms-resend" | "sms-stop";
  sms?: OrderSmsEntry;
  disabled: boolean;
  children: string;
}) {
  return (
    <form.Form method="post" action={paymentAction} className="mt-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="orderId" value={orderId} />
      {sms && <input type="hidden" name="smsId" value={sms.id} />}
      <button type="submit" className={buttonClass} disabled={disabled}>
        {children}
      </button>
    </form.Form>
  );
}
