/**
 * What the shopper reads about an M-PESA payment (decision 020). The result codes are Daraja's STK
 * callback and query codes; the texts say what happened and what to do next.
 */
export const paymentTexts = {
  checkPhone: "Check your phone to enter your M-PESA PIN",
  sending: "Sending the M-PESA prompt to your phone…",
  checking: "We are checking your payment with M-PESA",
  phoneBusy:
    "This number has been sent several M-PESA prompts in the last few minutes. Wait 10 minutes, or pay from the M-PESA menu with the number below.",
  anotherNumber:
    "M-PESA prompts for this order go to its phone number or the one other number already used for it.",
  paid: "Payment received. Thank you!",
  insufficientFunds: "Your M-PESA balance was not enough for this payment. Top up, then try again.",
  cancelled: "You cancelled the M-PESA prompt. Try again when you are ready.",
  unreachable: "We could not reach your phone. Check that it is on and has signal, then try again.",
  wrongPin: "The M-PESA PIN was not accepted. Try again and enter your PIN carefully.",
  noConfirmation:
    "We did not receive confirmation from M-PESA. If money left your account, send us the M-PESA confirmation code below; otherwise try again.",
  notSent:
    "We could not send the M-PESA prompt to your phone. Check the number and try again, or pay with the number below.",
  otherFailure: "M-PESA could not complete the payment. Try again, or pay with the number below.",
  stillWaiting:
    "Your phone still has our M-PESA prompt. Enter your PIN there, or wait a minute and try again.",
  alreadyPaid: "This order is already paid.",
  orderCancelled: "This order was cancelled, so it cannot be paid. Please call us.",
  nothingToPay: "This order has nothing to pay.",
  orderShipped: "This order has already left our shop, so it is paid on delivery. Please call us.",
  whatsappOrder: "This order was placed on WhatsApp: please pay as agreed in the chat.",
  whatsappNotConfirmed: "Confirm this WhatsApp order before asking for its payment.",
  tooManyPrompts:
    "We have sent this order's M-PESA prompt many times. Please pay from the M-PESA menu with the number below, or call us.",
  notOffered: "Paying with M-PESA is not available right now. Please choose Pay on delivery.",
  invalidPhone: "Please enter a Safaricom number to pay from, such as 0712 345 678",
  invalidCode:
    "Please enter the M-PESA confirmation code from your SMS: 10 letters and digits, such as QWE1RT2YU3",
  codeReceived: "We received your M-PESA code and will confirm your payment shortly.",
  codeRejected:
    "We could not match your M-PESA code to a payment. Check the code in your SMS and send it again, or call us.",
  codeUsed: "This M-PESA code has already paid another order.",
  // Staff's texts in Order Management (payment at the door, prompts sent by staff).
  tooManyCodes:
    "This order has been sent several M-PESA codes in the last few minutes. Wait 10 minutes, or call us.",
  codeCountedHere: "This M-PESA code is already counted for this order.",
  doorOrderCancelled: "This order is cancelled: re-open it before recording a payment.",
  doorNothingDue: "This order is already paid in full.",
  doorFormUsed:
    "This form already recorded another payment: close it and open Record payment again.",
  promptsNotSetUp: "M-PESA is not set up for this shop, so it cannot send prompts.",
  noPhoneToPrompt: "This order has no phone number to send an M-PESA prompt to.",
} as const;

/** Daraja's result codes the shop explains in its own words. */
const resultCodeTexts: Record<number, string> = {
  1: paymentTexts.insufficientFunds,
  1032: paymentTexts.cancelled,
  1037: paymentTexts.unreachable,
  2001: paymentTexts.wrongPin,
};

/**
 * The shopper's text for a prompt Daraja answered with `resultCode` (not 0): 1 insufficient
 * funds, 1032 cancelled, 1037 phone unreachable, 2001 wrong PIN, anything else a general text.
 */
export function failedPaymentText(resultCode: number): string {
  return resultCodeTexts[resultCode] ?? paymentTexts.otherFailure;
}
