import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType, output } from "zod/v4/core";
import { refusalOf, type FormRefusal } from "#contracts/form-refusal.ts";

/**
 * Reads a posted form with its contract's schema through Conform (decision 052): the parsed
 * value, or the refusal naming each refused field with its own message (the summary is the
 * schema's form-level message, else `fallback`). Conform's coercion is off: the contracts are
 * written for the form's own strings, and it would load full zod into the schemas' checks.
 */
export function readSubmission<Schema extends $ZodType>(
  form: FormData,
  schema: Schema,
  fallback: string,
): { value: output<Schema> } | { refusal: FormRefusal } {
  const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
  if (submission.status === "success") return { value: submission.value };
  return { refusal: refusalOf(submission.error ?? {}, fallback) };
}

/**
 * One refusal of a form read with several schemas (decision 052): the first refusal's summary
 * and every refused field's message, from the reads that were refused.
 */
export function joinRefusals(
  ...reads: ({ value: unknown } | { refusal: FormRefusal })[]
): FormRefusal {
  const refusals = reads.flatMap((read) => ("refusal" in read ? [read.refusal] : []));
  return {
    summary: refusals[0]?.summary ?? "",
    fields: Object.assign(
      {},
      ...refusals.map((refusal) => refusal.fields),
    ) as FormRefusal["fields"],
  };
}
