import { useMemo } from "react";
import type { FormRefusal } from "#contracts/form-refusal.ts";

/** What a form's action answers when it refuses: the summary and each refused field's message. */
export interface RefusalAnswer {
  error?: string | null;
  refusedFields?: FormRefusal["fields"];
}

/**
 * An action's refusal as the form marks it (decision 052): one object per answer, so the first
 * refused field takes focus once per refusal, not on every render.
 */
export function useAnswerRefusal(answer: RefusalAnswer | undefined): FormRefusal | undefined {
  return useMemo(
    () =>
      answer?.error ? { summary: answer.error, fields: answer.refusedFields ?? {} } : undefined,
    [answer],
  );
}
