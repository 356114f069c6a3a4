/** What an action answered, whether a Response or React Router's `data(…)`. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Reads an action's result as its status, headers and body. */
export async function answerOf(
  result: Response | { data: unknown; init: ResponseInit | null },
): Promise<Answer> {
  if (result instanceof Response) {
    return { status: result.status, headers: result.headers, body: await result.text() };
  }
  const headers = new Headers(result.init?.headers);
  return { status: result.init?.status ?? 200, headers, body: result.data };
}
