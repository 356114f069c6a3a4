// zod/mini: the listing and admin pages read their query strings in the browser too, where bytes
// count (decision 048).
import { z } from "zod/mini";
import { cutSearchText } from "./search";

/**
 * Reads an empty parameter (`?category=`) as a missing one, so `schema` sees undefined and
 * falls back as it does for an absent parameter.
 */
export function blankAsMissing<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    schema,
  );
}

/**
 * A whole number from 0 to `max` typed in a URL ('2', ' 2 ', '2e0'); anything else reads as
 * undefined rather than an error.
 */
export function optionalWholeNumber(max: number) {
  return z.catch(
    z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(max))),
    undefined,
  );
}

/** A page number from 1 to `max`; missing or malformed reads as page 1. */
export function pageNumber(max: number) {
  return z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), 1), 1);
}

/** One of `values`; missing or anything else reads as `fallback`. */
export function choiceOr<const T extends readonly string[]>(values: T, fallback: T[number]) {
  return z._default(z.catch(z.enum(values), fallback), fallback);
}

/** One of `values`, or undefined when missing or anything else. */
export function optionalChoice<const T extends readonly string[]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

/**
 * A search text, trimmed and cut rather than refused so a pasted paragraph still searches
 * (decision 005, contracts/search.ts cutSearchText); blank or not text reads as undefined.
 */
export function searchText() {
  return z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((text: string) => cutSearchText(text) || undefined),
      ),
    ),
    undefined,
  );
}
