/**
 * How an account proves its e-mail and phone before guest orders join it
 * (docs/decisions/068-returning-customers.md): the e-mail's link works once for
 * `emailLinkHours`; the phone's 6-digit code for `phoneCodeMinutes` and `codeTries` wrong tries;
 * an account is sent at most `sendsPerHour` links, and as many codes, an hour.
 */
export const contactProofLimits = {
  emailLinkHours: 24,
  phoneCodeMinutes: 10,
  codeTries: 5,
  sendsPerHour: 3,
} as const;

const { emailLinkHours, phoneCodeMinutes, codeTries, sendsPerHour } = contactProofLimits;

/** What the shopper reads of proofs: on registration, My Account and the link's page. */
export const contactProofTexts = {
  registerNote:
    "We will e-mail you a link to confirm your address: orders you placed with it as a guest will appear in My Orders once it is confirmed.",
  emailConfirmed: "Confirmed",
  notConfirmed: "Not confirmed",
  emailPending:
    "Confirm your e-mail with the link we sent you: orders you placed with it as a guest then appear in My Orders.",
  phonePending:
    "Confirm your phone with a code by SMS: orders you placed with it as a guest then appear in My Orders.",
  linkSent: `We sent a new link to your e-mail. It works once, for ${emailLinkHours} hours.`,
  codeSent: `We sent a 6-digit code to your phone. It works for ${phoneCodeMinutes} minutes.`,
  tooManySends: (what: "links" | "codes", minutes: number) =>
    `You can ask for ${sendsPerHour} ${what} an hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  alreadyConfirmed: "This is confirmed already.",
  noPhone: "Add your phone to your details first.",
  codeFormat: "Please enter the 6-digit code from the SMS",
  wrongCode: (left: number) =>
    `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`,
  codeUsedUp: `That code has had its ${codeTries} tries or has expired. Please ask for a new code.`,
  phoneConfirmed: "Your phone is confirmed. Orders you placed with it are now in My Orders.",
  emailConfirmedNow: "Your e-mail is confirmed. Orders you placed with it are now in My Orders.",
  confirmTitle: "Confirm your e-mail",
  confirmIntro:
    "Confirm that this e-mail is yours: orders you placed with it as a guest will then appear in My Orders.",
  linkExpired: "This link has expired. Please ask for a new one on My Account.",
  linkUsed: "This link has been used already. Your e-mail is confirmed if you used it.",
  linkInvalid: "This link is not valid. Please ask for a new one on My Account.",
  linkSuperseded:
    "This link is for an e-mail your account no longer uses. Please ask for a new one on My Account.",
} as const;

/** A proof code as typed: 6 digits, spaces allowed between them. */
export function readProofCode(text: string): string | undefined {
  const digits = text.replace(/\s/g, "");
  return /^\d{6}$/.test(digits) ? digits : undefined;
}
