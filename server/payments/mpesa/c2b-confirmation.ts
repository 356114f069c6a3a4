import { z } from "zod";
import { formatPrice } from "#contracts/money.ts";
import type { Db } from "#server/db/client.ts";
import { findOrderByAccount } from "./c2b-reference";
import { darajaText } from "./daraja/daraja-text";
import { addPaymentEvent, recordPayment } from "#server/payments/ledger/order-balance.ts";
import { nairobiTimeOf } from "./daraja/mpesa-time";
import { addPromptReceipt, correctTypedAmount } from "#server/payments/ledger/payment-matching.ts";

/** A field Daraja sends as a string, now and then as a number: read as text. */
const textOrNumber = (max: number) =>
  z.union([darajaText(max), z.number().finite()]).transform((value) => String(value).trim());

/**
 * Daraja's C2B v2 confirmation (and validation) body, as much as the shop reads of it: the
 * receipt (TransID, 10 letters and digits), the time (yyyyMMddHHmmss, Nairobi), the amount
 * ('9000.00'), the account the payer typed (BillRefNumber), the payer's masked number and names.
 */
export const C2bConfirmationSchema = z.object({
  TransactionType: darajaText(40),
  TransID: darajaText(20)
    .transform((id) => id.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{10}$/, "10 letters and digits")),
  TransTime: textOrNumber(20).pipe(z.string().regex(/^\d{14}$/, "yyyyMMddHHmmss")),
  TransAmount: textOrNumber(20),
  BusinessShortCode: textOrNumber(20),
  BillRefNumber: darajaText(100).default(""),
  InvoiceNumber: darajaText(100).optional(),
  OrgAccountBalance: textOrNumber(30).optional(),
  ThirdPartyTransID: darajaText(100).optional(),
  MSISDN: textOrNumber(40),
  FirstName: darajaText(100).optional(),
  MiddleName: darajaText(100).optional(),
  LastName: darajaText(100).optional(),
});

/** A Paybill payment as Daraja confirms it. */
export type C2bConfirmation = z.infer<typeof C2bConfirmationSchema>;

/**
 * '9000.00' or '9000' → 9000; undefined unless a whole number of shillings above 0 and below
 * KSh 10,000,000 (far above what one M-PESA payment may be, so an order's sum of payments stays
 * a 32-bit integer).
 */
function wholeShillings(amount: string): number | undefined {
  const match = /^(\d{1,7})(?:\.0+)?$/.exec(amount);
  const shillings = match ? Number(match[1]) : 0;
  return shillings > 0 ? shillings : undefined;
}

/**
 * Acts on one Paybill confirmation (decision 056), its raw body already stored: the account the
 * payer typed names an order (its payment reference or full id: c2b-reference.ts) → the money
 * is recorded for it (recordPayment: short or over waits for staff) with M-PESA's receipt, the
 * order is rebalanced as paid by M-PESA Paybill, and its timeline says so; no order, or a
 * cancelled one → recorded unmatched ('no_order'). A receipt already recorded (the confirmation
 * sent twice, or the prompt's callback first) is counted once, with M-PESA's amount when people
 * typed another (correctTypedAmount); the order's prompt payment of the same amount that a
 * re-query recorded without a receipt takes it (addPromptReceipt). An amount that is not whole
 * shillings above 0 records nothing. Times are the confirmation's TransTime (else `now`).
 * @returns what came of it, in one line, for the stored message's outcome.
 */
export async function handleC2bConfirmation(
  db: Db,
  confirmation: C2bConfirmation,
  now: Date = new Date(),
): Promise<string> {
  const amount = wholeShillings(confirmation.TransAmount);
  if (amount === undefined) {
    return `no payment recorded: amount "${confirmation.TransAmount}" is not whole shillings above 0`;
  }
  const receipt = confirmation.TransID;
  const account = confirmation.BillRefNumber;
  const payerName = [confirmation.FirstName, confirmation.MiddleName, confirmation.LastName]
    .map((name) => name?.trim())
    .filter(Boolean)
    .join(" ");
  return db.transaction(async (tx) => {
    const foundId = await findOrderByAccount(tx, account, now);
    // The money of a prompt a re-query found paid before its callback brought the receipt.
    if (
      foundId &&
      (await addPromptReceipt(tx, { orderId: foundId, amount, receiptNumber: receipt }))
    ) {
      return `receipt ${receipt} given to the prompt payment of ${foundId}: counted once`;
    }
    const recorded = await recordPayment(
      tx,
      {
        method: "mpesa",
        source: "paybill",
        receiptNumber: receipt,
        amount,
        phone: confirmation.MSISDN || null,
        payerName: payerName || null,
        accountReference: account || null,
        // A cancelled order gets the money unmatched, with a note (recordPayment).
        orderId: foundId ?? null,
        paymentMethod: "mpesa_paybill",
        receivedAt: nairobiTimeOf(confirmation.TransTime) ?? now,
      },
      now,
    );
    if (!recorded) {
      // A code confirmed by staff, or typed at the door, records what people said was paid.
      const corrected = await correctTypedAmount(tx, { receiptNumber: receipt, amount }, now);
      return corrected === undefined
        ? `receipt ${receipt} already recorded: counted once`
        : `receipt ${receipt} already recorded: its amount corrected to ${amount}`;
    }
    const { orderId } = recorded;
    if (!orderId) {
      return foundId
        ? `recorded unmatched (no_order): ${foundId} is cancelled`
        : `recorded unmatched (no_order): no order has the account "${account}"`;
    }
    await addPaymentEvent(
      tx,
      {
        orderId,
        actor: "M-PESA",
        message: `Paid ${formatPrice(amount)} by M-PESA Paybill`,
        receiptNumber: receipt,
        amount,
      },
      now,
    );
    return `recorded for ${orderId}${recorded.issue ? ` (${recorded.issue})` : ""}`;
  });
}
