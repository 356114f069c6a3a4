import { z } from "zod";
import { hasUnstorableCharacter } from "#contracts/text-characters.ts";

/**
 * A text field of a message Daraja sends (decision 020): at most `max` characters, no control
 * character (decision 016), so a stored message never holds what the shop does not store.
 */
export const darajaText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !hasUnstorableCharacter(text), "holds a control character");
