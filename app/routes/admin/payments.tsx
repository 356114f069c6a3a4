import { data, useNavigation } from "react-router";
import {
  parsePaymentDayQuery,
  paymentPageSize,
  paymentDayTexts,
  type PaymentDayActionResult,
} from "#contracts/admin-payments.ts";
import { nairobiDay } from "#contracts/nairobi-time.ts";
import { PaymentDayActionSchema } from "#contracts/payment-day-action.ts";
import { staffActor } from "#server/activity/staff-actor.ts";
import { readForm } from "#server/http/request-body.ts";
import { refusalData, refusalOrThrow } from "#server/http/refusal.ts";
import { listDayRefunds } from "#server/payments/reconciliation/day-refunds.ts";
import {
  getPaymentDayTotals,
  getPaymentLedgerSummary,
  listDayPayments,
} from "#server/payments/reconciliation/reconciliation-queries.ts";
import {
  attachPaymentByOrderNumber,
  refundPaymentToReview,
} from "#server/payments/reconciliation/reconciliation-review.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "../../components/admin/admin-error-state";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { DayRefundList } from "../../components/admin/payments/day-refund-list";
import { PaymentDayNav } from "../../components/admin/payments/payment-day-nav";
import { PaymentExportLink } from "../../components/admin/payments/payment-export-link";
import { PaymentList } from "../../components/admin/payments/payment-list";
import { PaymentStateTabs } from "../../components/admin/payments/payment-state-tabs";
import { PaymentTotals } from "../../components/admin/payments/payment-totals";
import { ReviewWaiting } from "../../components/admin/payments/review-waiting";
import { adminMeta } from "../../lib/admin/admin-meta";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = () => adminMeta("Payments");

/**
 * GET /admin/payments?day=YYYY-MM-DD&state=…&page=… (decision 056): the day's money in Nairobi
 * — its totals from one SQL aggregate, one page of its payments in the state asked, and in the
 * whole day's view the order refunds paid out that day (docs/decisions/076-returns-refunds.md)
 * — and, over all days, the paid revenue (the dashboard's Paid) and the payments waiting for
 * staff.
 * A malformed day or state shows today's or all; a database failure, the error boundary.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const now = new Date();
  const query = parsePaymentDayQuery(url.searchParams, now);
  const [totals, payments, refunds, ledger] = await Promise.all([
    getPaymentDayTotals(db, query.day),
    listDayPayments(db, query),
    query.state === "all" ? listDayRefunds(db, query.day) : [],
    getPaymentLedgerSummary(db),
  ]);
  return {
    query,
    today: nairobiDay(now),
    totals,
    payments,
    refunds,
    pageCount: Math.ceil(totals.counts[query.state] / paymentPageSize),
    paidRevenue: ledger.paidRevenue,
    toReview: ledger.toReview,
  };
}

/** A refused form: the field's own message (too long, not allowed), else the general one. */
function refusalOf(issues: { path: PropertyKey[]; message: string }[]): string {
  const issue = issues.find(({ path }) => path[0] === "order" || path[0] === "note");
  return issue?.message ?? paymentDayTexts.badForm;
}

/**
 * POST /admin/payments (decision 056), a plain form that works without JavaScript: intent
 * attach (paymentId, order: 'LOR-…' or the 12-digit account number) or refund (paymentId,
 * note). Only a payment waiting for staff (unmatched or with an issue) is changed. 400 for a
 * bad form, 404 for an unknown order or payment, 409 when it no longer waits; never a 500 for
 * what staff type.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = PaymentDayActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const paymentId = Number(form.get("paymentId"));
    return data<PaymentDayActionResult>(
      {
        ok: false,
        paymentId: Number.isSafeInteger(paymentId) && paymentId > 0 ? paymentId : null,
        error: refusalOf(parsed.error.issues),
      },
      { status: 400 },
    );
  }
  const { db } = getServices(context);
  const actor = staffActor(context);
  const asked = parsed.data;
  try {
    if (asked.intent === "attach") {
      const orderId = await attachPaymentByOrderNumber(db, {
        paymentId: asked.paymentId,
        orderNumber: asked.order,
        actor,
      });
      return data<PaymentDayActionResult>({
        ok: true,
        paymentId: asked.paymentId,
        message: `${paymentDayTexts.attached} ${orderId}.`,
      });
    }
    await refundPaymentToReview(db, {
      paymentId: asked.paymentId,
      note: asked.note,
      actor: actor.name,
    });
    return data<PaymentDayActionResult>({
      ok: true,
      paymentId: asked.paymentId,
      message: paymentDayTexts.refunded,
    });
  } catch (error) {
    const refusal = refusalOrThrow(error);
    return refusalData<PaymentDayActionResult>(refusal, {
      ok: false,
      paymentId: asked.paymentId,
      error: refusal.message,
    });
  }
}

/** The admin's Payments page: the day's money reconciled (decision 056). */
export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { query, today, totals, payments, refunds, pageCount, paidRevenue, toReview } = loaderData;
  const navigation = useNavigation();
  // A form sent or another view asked for: the figures shown are about to change.
  const isUpdating =
    navigation.state !== "idle" && navigation.location?.pathname === "/admin/payments";
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  // A refusal shows under its payment's forms; above the list when they are not shown.
  const isShownInList = payments.some(
    (payment) => payment.isReviewable && payment.id === refusal?.paymentId,
  );
  return (
    <>
      <AdminPageHeader
        title="Payments"
        description="Each day's money: what came in, what it paid, what waits for you."
        actions={<PaymentExportLink query={query} />}
      />
      <PaymentDayNav query={query} today={today} />
      <ReviewWaiting count={toReview.count} oldestDay={toReview.oldestDay} />
      <div
        aria-busy={isUpdating}
        className={`transition-opacity ${isUpdating ? "opacity-60" : ""}`}
      >
        <PaymentTotals totals={totals} paidRevenue={paidRevenue} />
        <PaymentStateTabs query={query} counts={totals.counts} />
        {actionData?.ok && (
          <p role="status" className="mb-4 border border-gold/50 bg-gold/5 px-4 py-3 text-sm">
            {actionData.message}
          </p>
        )}
        {refusal && !isShownInList && (
          <p role="alert" className="mb-4 text-sm text-wine">
            {refusal.error}
          </p>
        )}
        <PaymentList query={query} payments={payments} pageCount={pageCount} refusal={refusal} />
        <DayRefundList refunds={refunds} count={totals.refundsPaidOut.count} />
      </div>
    </>
  );
}

/** The payments could not be read; 'Try Again' reloads them. */
export function ErrorBoundary() {
  return (
    <>
      <AdminPageHeader title="Payments" />
      <AdminErrorState message={paymentDayTexts.loadFailed} />
    </>
  );
}
