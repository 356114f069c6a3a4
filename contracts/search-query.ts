// zod/mini: one zod for every contract, whichever side reads it (decision 048).
import { z } from "zod/mini";
import { cutSearchText, isSuggestible } from "./search";

/** The suggestions resource's query string: `q`, more than 1 trimmed character (SPEC §5). */
export const SuggestionsQuerySchema = z.strictObject({
  q: z.pipe(
    z.string().check(z.refine(isSuggestible, "Suggestions need more than 1 character")),
    z.transform(cutSearchText),
  ),
});
