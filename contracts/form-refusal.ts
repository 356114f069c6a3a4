/**
 * A refused form as its page shows it (decision 052): the form's summary — SPEC §5's text, such
 * as 'Please fill in all required fields' — and each refused field's own message, by the field's
 * name. The server builds it from Conform's submission; the browser from the same schema's
 * issues, so both mark the same fields with the same words.
 */
export interface FormRefusal {
  summary: string;
  fields: Record<string, string>;
}

/** A schema's issues by field name, as Conform's `submission.error` holds them ('' is the form). */
export type IssuesByName = Record<string, string[] | null | undefined>;

/**
 * A field's name as Conform writes an issue's path: `email`, `sizeDetails[0].price`; '' for
 * the whole form.
 */
export function fieldNameOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, part) =>
      typeof part === "number"
        ? `${name}[${part}]`
        : name
          ? `${name}.${String(part)}`
          : String(part),
    "",
  );
}

/** Groups a zod issue list by field name (fieldNameOf; '' for the whole form). */
export function issuesByName(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): IssuesByName {
  const grouped: Record<string, string[]> = {};
  for (const { path, message } of issues) (grouped[fieldNameOf(path)] ??= []).push(message);
  return grouped;
}

/**
 * The refusal of grouped issues: the form's own message as the summary (else the first field's,
 * else `fallback`) and each field's first message.
 */
export function refusalOf(issues: IssuesByName, fallback: string): FormRefusal {
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(issues)) {
    if (name && messages?.[0]) fields[name] = messages[0];
  }
  const summary = issues[""]?.[0] ?? Object.values(fields)[0] ?? fallback;
  return { summary, fields };
}

/**
 * The form's alert: its summary naming the refused fields by their labels, in the form's order
 * ('Please fill in all required fields: Phone, Delivery address'; a summary's closing full stop
 * gives way to the colon). One refused field whose own
 * message is the summary reads 'Phone: Please enter a Kenyan phone number…'. Fields without a
 * label (a hidden key) are not named.
 */
export function refusalAlert(refusal: FormRefusal, labels: Record<string, string>): string {
  const named = Object.keys(labels).filter((name) => name in refusal.fields);
  if (named.length === 0) return refusal.summary;
  const [only] = named;
  if (named.length === 1 && refusal.fields[only!] === refusal.summary) {
    return `${labels[only!]}: ${refusal.summary}`;
  }
  const lead = refusal.summary.replace(/\.$/, "");
  return `${lead}: ${named.map((name) => labels[name]).join(", ")}`;
}
