import type { z } from "zod/mini";

/** An issue a form schema's check raises on one field: its name is the issue's path (decision 052). */
export function fieldIssue(name: string, message: string, input: unknown): z.core.$ZodRawIssue {
  return { code: "custom", message, input, path: [name] };
}

/**
 * A form schema's check of its required fields (decision 052): each one left blank gets an
 * issue of its own with its message from `messages`, after one issue for the whole form with
 * `summary` (SPEC §5's text, e.g. 'Please fill out all fields') when any is blank.
 */
export function requiredFields<Name extends string>(
  summary: string,
  messages: Record<Name, string>,
) {
  return (ctx: z.core.ParsePayload<Record<Name, string>>): void => {
    const input = ctx.value;
    const missing = (Object.keys(messages) as Name[]).filter((name) => !input[name].trim());
    if (missing.length === 0) return;
    ctx.issues.push({ code: "custom", message: summary, input });
    for (const name of missing) ctx.issues.push(fieldIssue(name, messages[name], input));
  };
}
