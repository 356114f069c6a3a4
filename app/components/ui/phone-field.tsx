import type { ComponentProps } from "react";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { TextField } from "./text-field";

type PhoneFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "defaultValue"> & {
  /** The stored phone (E.164 shows as '0712 345 678') or what a refused form held. */
  defaultValue?: string;
  /** The longest text the server takes, in characters. */
  maxLength: number;
};

/**
 * A Kenyan phone input as every form asks for one (contracts/kenyan-phone.ts): a phone keypad,
 * the format Kenyans write as its hint, and a stored number shown that way.
 */
export function PhoneField({ defaultValue, ...input }: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="0712 345 678"
      defaultValue={defaultValue && formatKenyanPhone(defaultValue)}
      {...input}
    />
  );
}
