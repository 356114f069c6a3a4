import type { DatabaseHandle } from "#server/db/client.ts";
import { adminRouteContext, routeContext } from "./route-context";

/**
 * A route module's loader or action arguments for `request`, with the shop's services over
 * `database` (and `env`, e.g. DATA_DIR) in its context; an /admin route's also has the staff
 * member the admin layout let through (testStaff), as the host's middleware gives it.
 */
export function routeArgs<Params extends Record<string, string>>(
  database: DatabaseHandle,
  request: Request,
  { params = {} as Params, env = {} }: { params?: Params; env?: Record<string, string> } = {},
) {
  return {
    request,
    url: new URL(request.url),
    context: new URL(request.url).pathname.startsWith("/admin/")
      ? adminRouteContext(database, env)
      : routeContext(database, env),
    params,
    pattern: new URL(request.url).pathname,
  };
}

/** What a form action answered: a redirect's status and location, or its data with its status. */
export type FormAnswer = {
  status?: number;
  location?: string | null;
  error?: string;
  id?: string;
};

/** An action's answer, whether a redirect Response or React Router's `data(…)`. */
export function formAnswerOf(result: unknown): FormAnswer {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("location") };
  }
  const shaped = result as { init?: { status?: number } | null; data?: object };
  return "init" in shaped
    ? { status: shaped.init?.status, ...shaped.data }
    : (result as FormAnswer);
}
