import { z } from "zod";
import { cutSearchText, isSuggestible } from "./search";

/** The suggestions resource's query string: `q`, more than 1 trimmed character (SPEC §5). */
export const SuggestionsQuerySchema = z
  .object({
    q: z
      .string()
      .refine(isSuggestible, "Suggestions need more than 1 character")
      .transform(cutSearchText),
  })
  .strict();
