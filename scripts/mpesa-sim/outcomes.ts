/**
 * What the Daraja simulator does with a prompt, by the last digit of its phone number (issue
 * 14). `resultCode`/`resultDesc` are Daraja's; `callbacks` how many it sends (0: none, the query
 * alone tells); `amountOffset` is added to the callback's Amount (a forged-looking callback);
 * `isSlow` delays the processrequest answer; `neverEnds` keeps the query "being processed".
 */
export interface SimulatedOutcome {
  name: string;
  resultCode: number;
  resultDesc: string;
  callbacks: 0 | 1 | 2;
  amountOffset?: number;
  isSlow?: boolean;
  neverEnds?: boolean;
}

const paid = { resultCode: 0, resultDesc: "The service request is processed successfully." };

/** The outcome of each last digit (README, "Paying with M-PESA"). */
export const outcomesByLastDigit: Record<string, SimulatedOutcome> = {
  "0": { name: "paid", ...paid, callbacks: 1 },
  "1": {
    name: "insufficient funds",
    resultCode: 1,
    resultDesc: "The balance is insufficient for the transaction.",
    callbacks: 1,
  },
  "2": {
    name: "cancelled by the user",
    resultCode: 1032,
    resultDesc: "Request cancelled by user",
    callbacks: 1,
  },
  "3": {
    name: "phone unreachable",
    resultCode: 1037,
    resultDesc: "DS timeout user cannot be reached",
    callbacks: 1,
  },
  "4": {
    name: "wrong PIN",
    resultCode: 2001,
    resultDesc: "The initiator information is invalid.",
    callbacks: 1,
  },
  "5": { name: "paid, no callback at all (the query says paid)", ...paid, callbacks: 0 },
  "6": {
    name: "no callback, the query says 'being processed' for ever",
    ...paid,
    callbacks: 0,
    neverEnds: true,
  },
  "7": { name: "paid, callback sent twice", ...paid, callbacks: 2 },
  "8": { name: "paid, callback with a different amount", ...paid, callbacks: 1, amountOffset: 1 },
  "9": { name: "paid after a slow processrequest answer", ...paid, callbacks: 1, isSlow: true },
};

/** The outcome of a prompt to `phone` (its last digit). */
export function outcomeOf(phone: string): SimulatedOutcome {
  return outcomesByLastDigit[phone.slice(-1)] ?? outcomesByLastDigit["0"]!;
}

/**
 * What becomes of the processrequest answer (decision 020: a lost answer is not a failed prompt):
 * sent at once, held back (as a proxy or a slow Safaricom would: past the shop's time-out), or
 * the connection dropped with no answer. The push is accepted either way and its callback still
 * goes as the last digit says.
 */
export type SimulatedAnswer = "sent" | "held" | "dropped";

/** The answer of each second-to-last digit; every other digit answers at once. */
export const answersBySecondToLastDigit: Record<string, SimulatedAnswer> = {
  "8": "held",
  "9": "dropped",
};

/** What becomes of the answer to a prompt to `phone` (its second-to-last digit). */
export function answerOf(phone: string): SimulatedAnswer {
  return answersBySecondToLastDigit[phone.slice(-2, -1)] ?? "sent";
}
