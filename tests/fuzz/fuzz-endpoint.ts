import fc from "fast-check";
import { malformedRequests, type FuzzEndpoint, type FuzzRequest } from "./malformed-requests";

/** Requests in flight at once: a few, as a careless client or a small script would send. */
export const fuzzConcurrency = 4;

/** The longest a fuzz of one endpoint may take, shrinking a failure included. */
export const fuzzTimeLimitMs = 150_000;

/** A stack frame ('at fn (file.ts:12:5)') or a line of one. */
const stackTrace = /\bat [^\n<]*\.[cm]?[jt]sx?:\d+:\d+|\n\s+at \S/;
/** What PostgreSQL, pg or Drizzle put in their errors. */
const sqlText =
  /Failed query|invalid byte sequence|syntax error at or near|violates [a-z ]*constraint|PostgresError|DrizzleQueryError|\bfrom "[a-z_]+"|insert into "|update "[a-z_]+" set/i;

/** What is wrong with the answer to `request`, or undefined when nothing is. */
async function problemWith(
  origin: string,
  request: FuzzRequest,
  cookie: string | undefined,
): Promise<string | undefined> {
  const headers = new Headers(request.headers);
  // Uncompressed answers: compressing has nothing to do with the input and costs time per request.
  headers.set("accept-encoding", "identity");
  if (cookie) headers.set("cookie", cookie);
  let response: Response;
  try {
    response = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: "manual",
    });
  } catch (error) {
    return `no answer (${String((error as Error).cause ?? error)})`;
  }
  const body = await response.text().catch((error: unknown) => `<unreadable: ${String(error)}>`);
  if (response.status >= 500) return `${response.status}: ${body.slice(0, 300)}`;
  if (stackTrace.test(body)) return `a stack trace in the body: ${stackTrace.exec(body)?.[0]}`;
  if (sqlText.test(body)) return `SQL in the body: ${sqlText.exec(body)?.[0]}`;
  return undefined;
}

const shortened = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

function describeRequest(request: FuzzRequest): string {
  const type = request.headers["content-type"] ?? "no content type";
  const body = request.body
    ? ` ${JSON.stringify(shortened(Buffer.from(request.body).toString()))}`
    : "";
  return `${request.method} ${shortened(request.path)} (${type})${body}`;
}

/**
 * Sends at least `requests` malformed requests to `endpoint`, in batches of fuzzConcurrency
 * (fast-check generates and, on a failure, shrinks them), and checks every answer: below 500,
 * no stack trace, no SQL.
 * @returns the number of requests sent (`requests` rounded up to whole batches).
 * @throws Error naming the smallest failing batch, the problems and fast-check's seed.
 */
export async function fuzzEndpoint(
  origin: string,
  endpoint: FuzzEndpoint,
  { cookie, requests }: { cookie?: string; requests: number },
): Promise<number> {
  let sent = 0;
  const property = fc.asyncProperty(
    fc.array(malformedRequests(endpoint), {
      minLength: fuzzConcurrency,
      maxLength: fuzzConcurrency,
    }),
    async (batch) => {
      const problems = await Promise.all(
        batch.map((request) => problemWith(origin, request, cookie)),
      );
      sent += batch.length;
      const found = batch.flatMap((request, i) =>
        problems[i] ? [`${describeRequest(request)} → ${problems[i]}`] : [],
      );
      if (found.length > 0) throw new Error(found.join("\n"));
    },
  );
  // FUZZ_SEED replays a failed run. Shrinking a failure stops after the time limit, reporting
  // the smallest batch found so far.
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  const details = await fc.check(property, {
    numRuns: Math.ceil(requests / fuzzConcurrency),
    seed,
    interruptAfterTimeLimit: fuzzTimeLimitMs,
    markInterruptAsFailure: true,
  });
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : "";
    throw new Error(
      `${endpoint.method} ${endpoint.path}: ${error}\n(seed ${details.seed}, path ${details.counterexamplePath})`,
    );
  }
  return sent;
}
