import type { RequestHandler } from "express";
import { SuggestionsQuerySchema } from "#contracts/search-query.ts";
import type { SuggestionCache } from "./suggestion-cache";

/**
 * GET /search/suggestions?q={text}: the header's suggestions as JSON (SPEC §2 Header, §9),
 * `{ products: [{ id, name, category }] (≤ 5), categories: [name] (≤ 3) }`, answered from the
 * process's SuggestionCache; 400 with `{ error }` for 1 trimmed character or fewer (SPEC §5).
 * Served by Express ahead of React Router: it is asked at every pause in typing.
 * A browser or CDN may keep an answer for a minute; a database error goes to Express's
 * error handler (500).
 */
export function suggestionsEndpoint(cache: SuggestionCache): RequestHandler {
  return (request, response, next) => {
    const query = SuggestionsQuerySchema.safeParse(request.query);
    if (!query.success) {
      response.status(400).json({ error: query.error.issues[0]?.message ?? "Invalid query" });
      return;
    }
    cache.suggest(query.data.q).then((suggestions) => {
      response.setHeader("Cache-Control", "public, max-age=60");
      response.json(suggestions);
    }, next);
  };
}
