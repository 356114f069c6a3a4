import type { ComponentProps } from "react";
import { TextField } from "../ui/text-field";

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  "label" | "name" | "type" | "autoComplete"
>;

/**
 * The account forms' Email field (SPEC §5: login, register, reset): an e-mail input browsers fill
 * in, its refusal message under it (decision 052); other props go to TextField.
 */
export function EmailField(props: EmailFieldProps) {
  return <TextField label="Email" name="email" type="email" autoComplete="email" {...props} />;
}
