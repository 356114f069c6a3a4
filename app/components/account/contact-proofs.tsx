import { Form } from "react-router";
import { contactProofTexts } from "#contracts/contact-proof.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { TextField } from "../ui/text-field";
import { FormNote, QuietButton } from "./quiet-button";

/** A form's answer as My Account shows it under the form that sent it. */
export interface FormAnswer {
  success?: string;
  error?: string;
}

interface ContactProofsProps {
  email: string;
  isEmailProved: boolean;
  phone: string;
  isPhoneProved: boolean;
  isPhoneCodeWaiting: boolean;
  /** The answer of each proof form, by its intent. */
  answerOf(intent: string): FormAnswer;
}

/** Whether a contact is proved, as a small tag. */
function ProofTag({ isProved }: { isProved: boolean }) {
  return (
    <span
      className={`shrink-0 px-2 py-0.5 text-[0.65rem] tracking-[0.15em] uppercase ${
        isProved ? "bg-gold/15 text-espresso" : "bg-wine/10 text-wine"
      }`}
    >
      {isProved ? contactProofTexts.emailConfirmed : contactProofTexts.notConfirmed}
    </span>
  );
}

/**
 * My Account's e-mail and phone, each confirmed or not, with a button to send the link or a
 * code again and, once a code is sent, the field to type it (docs/decisions/068-returning-customers.md).
 * Plain forms: they work without JavaScript.
 */
export function ContactProofs(props: ContactProofsProps) {
  const { email, isEmailProved, phone, isPhoneProved, isPhoneCodeWaiting, answerOf } = props;
  const codeAnswer = answerOf("phone-confirm");
  return (
    <ul className="divide-y divide-stone/70 border border-stone/70 bg-white/40">
      <li className="p-4 sm:p-5">
        <div className="flex items-center justify-between gap-3">
          <span className="min-w-0 break-words text-sm text-espresso">
            <span className="block text-xs tracking-wide text-taupe">Email</span>
            {email}
          </span>
          <ProofTag isProved={isEmailProved} />
        </div>
        {!isEmailProved && (
          <Form method="post" className="mt-3 space-y-3">
            <p className="text-xs leading-relaxed text-taupe">{contactProofTexts.emailPending}</p>
            <input type="hidden" name="intent" value="email-proof" />
            <QuietButton>Send the link again</QuietButton>
          </Form>
        )}
        <FormNote {...answerOf("email-proof")} />
      </li>
      <li className="p-4 sm:p-5">
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-espresso">
            <span className="block text-xs tracking-wide text-taupe">Phone</span>
            {phone ? formatKenyanPhone(phone) : "None yet"}
          </span>
          {phone && <ProofTag isProved={isPhoneProved} />}
        </div>
        {phone && !isPhoneProved && (
          <div className="mt-3 space-y-3">
            <p className="text-xs leading-relaxed text-taupe">{contactProofTexts.phonePending}</p>
            {isPhoneCodeWaiting && (
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="phone-confirm" />
                <div className="w-40">
                  <TextField
                    label="Code from the SMS"
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={7}
                    error={codeAnswer.error}
                  />
                </div>
                <QuietButton>Confirm phone</QuietButton>
              </Form>
            )}
            <Form method="post">
              <input type="hidden" name="intent" value="phone-code" />
              <QuietButton>{isPhoneCodeWaiting ? "Send a new code" : "Send a code"}</QuietButton>
            </Form>
          </div>
        )}
        <FormNote {...answerOf("phone-code")} />
        <FormNote success={codeAnswer.success} />
      </li>
    </ul>
  );
}
