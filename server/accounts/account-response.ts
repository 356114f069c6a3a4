import { data } from "react-router";
import type { FormRefusal } from "#contracts/form-refusal.ts";
import type { AccountResult } from "./account-forms";

/** What the account pages' actions answer: SPEC §8's error, or a success and where to go next. */
export interface AccountActionData {
  error?: string;
  /** A refused form's fields, each with its own message (decision 052). */
  refusedFields?: FormRefusal["fields"];
  success?: string;
  redirectTo?: string;
  /** Which of a page's forms answered (My Account has two). */
  intent?: string;
}

/**
 * A form its schema refused (readSubmission): the summary as the error and each refused field's
 * own message (decision 052), status 400.
 */
export function accountRefusal({ summary, fields }: FormRefusal, intent?: string) {
  return data<AccountActionData>(
    { error: summary, refusedFields: fields, intent },
    { status: 400 },
  );
}

/**
 * Shapes a form's outcome for its page: on success `success` and `redirectTo`, with the
 * session cookies set; otherwise the error (status 400), marking the field it is about when it
 * names one (decision 052).
 */
export function accountResponse(
  result: AccountResult,
  onSuccess: { success: string; redirectTo?: string; intent?: string },
) {
  if (!result.ok) {
    const { error, field } = result;
    const refusedFields = field ? { [field]: error } : undefined;
    return data<AccountActionData>(
      { error, refusedFields, intent: onSuccess.intent },
      { status: 400 },
    );
  }
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  return data<AccountActionData>(onSuccess, { headers });
}
