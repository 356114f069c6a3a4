import { Fragment } from "react";
import { Link } from "react-router";
import {
  paymentStateLabels,
  type PaymentDayQuery,
  type PaymentDayActionResult,
  type PaymentDayRow,
} from "#contracts/admin-payments.ts";
import { formatPrice } from "#contracts/money.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import { Pagination } from "../../listing/pagination";
import { PaymentReviewForms } from "./payment-review-forms";

const cell = "px-3 py-3 text-left align-top";
const orderLink = "font-medium text-espresso underline-offset-4 hover:underline";

/** The action's refusal: for which payment (null = the form as a whole) and why. */
type PaymentRefusal = Extract<PaymentDayActionResult, { ok: false }>;

/**
 * The day's payments in the state shown, newest first: a table on wide screens and cards on
 * phones — time, amount, how it came, receipt, masked phone, the order it paid or 'Unmatched',
 * what waits for staff and the note; the review forms under each payment waiting for staff.
 */
export function PaymentList({
  query,
  payments,
  pageCount,
  refusal,
}: {
  query: PaymentDayQuery;
  payments: PaymentDayRow[];
  /** How many pages the day's payments in this state fill. */
  pageCount: number;
  refusal?: PaymentRefusal;
}) {
  if (payments.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 border border-stone/70 px-6 py-14 text-center">
        <p className="font-display text-2xl text-espresso">
          {query.state === "all"
            ? "No payments on this day"
            : `No ${paymentStateLabels[query.state].toLowerCase()} payments on this day`}
        </p>
        <p className="text-sm text-taupe">Payments appear here as M-PESA or staff record them.</p>
      </div>
    );
  }
  const errorOf = (payment: PaymentDayRow) =>
    refusal?.paymentId === payment.id ? refusal.error : undefined;
  return (
    <>
      <div className="hidden overflow-x-auto border border-stone/70 bg-white/60 md:block">
        <table className="w-full text-sm">
          <thead className="eyebrow border-b border-stone/70 text-[10px]">
            <tr>
              <th scope="col" className={cell}>
                Time
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Amount
              </th>
              <th scope="col" className={cell}>
                Method
              </th>
              <th scope="col" className={cell}>
                Receipt
              </th>
              <th scope="col" className={cell}>
                Phone
              </th>
              <th scope="col" className={cell}>
                Order
              </th>
              <th scope="col" className={cell}>
                Issue / Note
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <Fragment key={payment.id}>
                <tr
                  aria-label={`Payment ${payment.receipt ?? payment.id}`}
                  className={payment.isReviewable ? "" : "border-b border-stone/50"}
                >
                  <td className={`${cell} whitespace-nowrap text-taupe`}>
                    {formatOrderDate(payment.receivedAt)}
                  </td>
                  <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                    {formatPrice(payment.amount)}
                  </td>
                  <td className={cell}>{payment.source}</td>
                  <td className={`${cell} tabular-nums`}>{payment.receipt ?? "—"}</td>
                  <td className={`${cell} whitespace-nowrap tabular-nums`}>
                    {payment.phone || "—"}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <PaidOrder payment={payment} />
                  </td>
                  <td className={cell}>
                    <IssueAndNote payment={payment} />
                  </td>
                </tr>
                {payment.isReviewable && (
                  <tr className="border-b border-stone/50">
                    <td colSpan={7} className="px-3 pb-4">
                      <PaymentReviewForms payment={payment} error={errorOf(payment)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Payments" className="space-y-3 md:hidden">
        {payments.map((payment) => (
          <li
            key={payment.id}
            aria-label={`Payment ${payment.receipt ?? payment.id}`}
            className="border border-stone/70 bg-white/60 p-4"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-espresso tabular-nums">
                  {formatPrice(payment.amount)}
                </p>
                <p className="text-xs text-taupe">
                  {formatOrderDate(payment.receivedAt)} · {payment.source}
                </p>
              </div>
              <div className="shrink-0 text-right text-sm">
                <PaidOrder payment={payment} />
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
              <div>
                <dt className="text-taupe">Receipt</dt>
                <dd className="tabular-nums">{payment.receipt ?? "—"}</dd>
              </div>
              <div>
                <dt className="text-taupe">Phone</dt>
                <dd className="tabular-nums">{payment.phone || "—"}</dd>
              </div>
            </dl>
            <div className="mt-2 text-xs">
              <IssueAndNote payment={payment} />
            </div>
            {payment.isReviewable && (
              <div className="mt-4 border-t border-stone/50 pt-4">
                <PaymentReviewForms payment={payment} error={errorOf(payment)} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={query.page} pageCount={pageCount} />
    </>
  );
}

/** The order a payment is counted for (a link into Order Management), or its state. */
function PaidOrder({ payment }: { payment: PaymentDayRow }) {
  const label = payment.state === "refunded" ? "Refunded" : null;
  if (!payment.orderId || !payment.orderHref) {
    return <span className={label ? "text-taupe" : "text-wine"}>{label ?? "Unmatched"}</span>;
  }
  return (
    <>
      <Link to={payment.orderHref} className={orderLink}>
        {payment.orderId}
      </Link>
      {label && <span className="block text-xs text-taupe">{label}</span>}
    </>
  );
}

/** What waits for staff about a payment, and its note. */
function IssueAndNote({ payment }: { payment: PaymentDayRow }) {
  if (!payment.issue && !payment.note && !payment.payerName && !payment.takenBy) return null;
  return (
    <div className="min-w-32 space-y-0.5 wrap-anywhere">
      {payment.issue && <p className="text-wine">{payment.issue}</p>}
      {payment.payerName && <p className="text-taupe">Paid by {payment.payerName}</p>}
      {payment.takenBy && <p className="text-taupe">Taken by {payment.takenBy}</p>}
      {payment.note && <p className="text-taupe">{payment.note}</p>}
    </div>
  );
}
