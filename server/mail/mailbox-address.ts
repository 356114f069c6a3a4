import addressparser from "nodemailer/lib/addressparser";

/**
 * The bare address of a mailbox as MAIL_FROM gives it, for people to read and for a mailto:
 * link: 'Loris <orders@loris.co.ke>' → 'orders@loris.co.ke'; an address alone stays as it is.
 */
export function mailboxAddress(mailbox: string): string {
  const [first] = addressparser(mailbox, { flatten: true });
  return first?.address || mailbox;
}
