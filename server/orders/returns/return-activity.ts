import { formatPrice } from "#contracts/money.ts";
import type { PaymentStatus } from "#contracts/payment.ts";
import { refundWayLabels, type RefundInput } from "#contracts/returns-refunds.ts";
import {
  recordActivities,
  type ActivityActor,
  type ActivityEntry,
} from "#server/activity/record-activity.ts";
import type { DbExecutor } from "#server/db/client.ts";

/**
 * The activity trail's entries of a return and refund (docs/decisions/074-activity-trail.md,
 * 076): 'order.returned' naming the units, 'order.refunded' with the amount, way and code and the
 * refunded amount and payment status before and after. Whole KSh.
 */
export async function recordReturnActivity(
  tx: DbExecutor,
  {
    orderId,
    actor,
    before,
    paymentStatus,
    returned,
    refund,
  }: {
    orderId: string;
    actor: ActivityActor;
    before: { amountRefunded: number; paymentStatus: PaymentStatus };
    paymentStatus: PaymentStatus;
    /** The units returned in the timeline's words; null when none were. */
    returned: string | null;
    refund: RefundInput | null;
  },
  now: Date,
): Promise<void> {
  const entries: ActivityEntry[] = [];
  const subject = { subjectType: "order", subjectId: orderId } as const;
  if (returned) {
    entries.push({
      actor,
      kind: "order.returned",
      ...subject,
      summary: `${orderId}: returned ${returned}`,
    });
  }
  if (refund) {
    const code = refund.reference ? ` ${refund.reference}` : "";
    entries.push({
      actor,
      kind: "order.refunded",
      ...subject,
      summary: `${orderId}: refunded ${formatPrice(refund.amount)} by ${refundWayLabels[refund.way]}${code}`,
      before: { amountRefunded: before.amountRefunded, paymentStatus: before.paymentStatus },
      after: {
        amountRefunded: before.amountRefunded + refund.amount,
        paymentStatus,
        refund: {
          amount: refund.amount,
          way: refund.way,
          reference: refund.reference,
          note: refund.note,
        },
      },
    });
  }
  await recordActivities(tx, entries, now);
}
