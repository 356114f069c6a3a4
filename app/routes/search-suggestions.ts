import { SuggestionsQuerySchema } from "#contracts/search-query.ts";
import { suggestSearch } from "#server/search/product-search-queries.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/search-suggestions";

/**
 * GET /search/suggestions?q={text}: the header's suggestions as JSON (SPEC §2 Header, §9),
 * `{ products: [{ id, name, category }] (≤ 5), categories: [name] (≤ 3) }`; 400 with
 * `{ error }` for 1 trimmed character or fewer (SPEC §5).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = SuggestionsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    return Response.json(
      { error: query.error.issues[0]?.message ?? "Invalid query" },
      { status: 400 },
    );
  }
  const suggestions = await suggestSearch(getServices(context).db, query.data.q);
  // The catalogue changes rarely: a browser may reuse an answer for a minute.
  return Response.json(suggestions, { headers: { "Cache-Control": "public, max-age=60" } });
}
