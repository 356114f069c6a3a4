import { data } from "react-router";
import { contactProofTexts } from "#contracts/contact-proof.ts";
import type { AccountActionData } from "../account-response";
import type { AppServices } from "../../services";
import type { ViewerUser } from "../viewer";
import { confirmPhoneCode } from "./proof-confirmation";
import { requestEmailProof, requestPhoneCode, type ProofRequestResult } from "./proof-sending";

/** My Account's proof forms (docs/decisions/068-returning-customers.md). */
export const proofIntents = ["email-proof", "phone-code", "phone-confirm"] as const;

/** One of My Account's proof forms. */
export type ProofIntent = (typeof proofIntents)[number];

/** Whether a posted `intent` is one of the proof forms. */
export function isProofIntent(intent: unknown): intent is ProofIntent {
  return proofIntents.includes(intent as ProofIntent);
}

type ProofServices = Pick<AppServices, "db" | "config" | "kickMail" | "kickSms">;

/**
 * Answers a proof form of My Account: send the e-mail's link again, send a phone code, or
 * check a typed code. A refusal is 400 with its message, or 429 when the hourly limit of links
 * or codes is reached (the message names it and when to try again).
 */
export async function answerProofForm(
  services: ProofServices,
  viewer: ViewerUser,
  intent: ProofIntent,
  form: FormData,
) {
  const account = { id: viewer.id, name: viewer.firstName };
  if (intent === "phone-confirm") {
    const typed = form.get("code");
    const outcome = await confirmPhoneCode(
      services.db,
      viewer.id,
      String(typed ?? "").slice(0, 40),
    );
    return outcome.ok
      ? data<AccountActionData>({ success: contactProofTexts.phoneConfirmed, intent })
      : data<AccountActionData>({ error: outcome.error, intent }, { status: 400 });
  }
  let sent: ProofRequestResult;
  if (intent === "email-proof") {
    sent = await requestEmailProof(
      services.db,
      { ...account, address: viewer.email },
      services.config,
    );
    services.kickMail?.();
  } else {
    sent = await requestPhoneCode(services.db, { ...account, address: viewer.phone });
    services.kickSms?.();
  }
  if (sent.ok) {
    const success =
      intent === "email-proof" ? contactProofTexts.linkSent : contactProofTexts.codeSent;
    return data<AccountActionData>({ success, intent });
  }
  const status = sent.isLimited ? 429 : 400;
  return data<AccountActionData>({ error: sent.error, intent }, { status });
}
