import type { SoakFigures } from "./soak-checks";

/** The soak's figures as a few lines to print. */
export function formatSoak(f: SoakFigures, seconds: number): string {
  return [
    `  orders: ${f.sent} sent, ${f.acknowledged} acknowledged, ${f.refused} refused, ${f.unanswered} unanswered, ${f.ordersStored} stored`,
    `  lost ${f.lost} · duplicated ${f.duplicated}`,
    `  stock: ${f.products} products, ${f.stockMismatches} where stock taken ≠ units ordered`,
    `  e-mails: ${f.ordersStored - f.missingEmails - f.duplicateEmails} orders with exactly one, ${f.missingEmails} without, ${f.duplicateEmails} with two or more; ${f.unsentMail} unsent; ${f.resentMail} re-sent after a crash (overwrote their file)`,
    `  status changes: ${f.statusChanges} made, ${f.unmadeStatusChanges} unmade; update e-mails: ${f.updateMail.missing} missing, ${f.updateMail.duplicated} queued twice`,
    `  SMS: ${f.sms.rows} queued, ${f.sms.sent} sent, ${f.sms.unconfirmed} unconfirmed (${f.sms.unconfirmedReceived} of them received), ${f.sms.unsent} unsent; ${f.sms.missingRows} missing, ${f.sms.sentNotReceived} sent but not received, ${f.sms.receivedTwice} received twice`,
    `  took ${Math.round(seconds)} s`,
  ].join("\n");
}

/**
 * What went wrong, one line each; empty when the shop lost nothing, doubled nothing, kept its
 * stock straight, sent one confirmation per order, one e-mail and one SMS per update. An SMS `unconfirmed` (its process
 * was killed while the gateway had it) is not a problem: staff see it (decision 042). Refused or
 * unanswered orders are problems too: with ample stock and a shopper retrying for a minute, every
 * order should be acknowledged.
 */
export function soakProblems(f: SoakFigures): string[] {
  const counts: [number, string][] = [
    [f.lost, "acknowledged orders missing from the database"],
    [f.duplicated, "idempotency keys with two orders"],
    [f.stockMismatches, "products whose stock taken differs from units ordered"],
    [f.missingEmails, "orders without a confirmation e-mail"],
    [f.duplicateEmails, "orders with two or more confirmation e-mails"],
    [f.unsentMail, "confirmations or update e-mails still unsent"],
    [f.updateMail.missing, "status changes without their update e-mail"],
    [f.updateMail.duplicated, "order updates e-mailed twice"],
    [f.refused, "orders refused"],
    [f.unmadeStatusChanges, `status changes never made (last refusal: ${f.statusChangeFailure})`],
    [f.sms.missingRows, "orders or status changes without their SMS"],
    [f.sms.unsent, "SMS still unsent"],
    [f.sms.sentNotReceived, "SMS read sent that the gateway never received"],
    [f.sms.receivedTwice, "SMS the gateway received twice"],
    [
      f.unanswered,
      `orders never answered (${[...f.lastFailures].map(([why, n]) => `${n}× ${why}`).join(", ")})`,
    ],
  ];
  return counts.filter(([count]) => count > 0).map(([count, what]) => `${count} ${what}`);
}
