import { randomInt } from "node:crypto";

/**
 * A Safaricom number as a shopper types it ('0712 345 670'), of its own: a number is sent three
 * M-PESA prompts in ten minutes at most (decision 020), and journeys repeat. Its last digit picks
 * the simulator's outcome (0 paid, 2 cancelled, 3 unreachable…), its second-to-last what becomes
 * of the push's answer: 8 held back past the shop's time-out, 9 dropped, anything else sent
 * (scripts/mpesa-sim/outcomes.ts).
 */
export function mpesaNumber(lastDigit: number, answer: "sent" | "held" | "dropped" = "sent") {
  const answerDigit = { sent: randomInt(0, 8), held: 8, dropped: 9 }[answer];
  const digits = `07${randomInt(10, 100)}${String(randomInt(0, 10_000)).padStart(4, "0")}${answerDigit}${lastDigit}`;
  return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
}

/** '0712 345 670' → '0712345670', as the payment panel writes the number it asked. */
export const compactNumber = (number: string) => number.replace(/\s/g, "");
