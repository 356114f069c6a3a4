import type { RequestHandler, Response } from "express";
import pLimit from "p-limit";

/** How much work a process lets into React Router at once, and how long the rest may wait. */
export interface RenderAdmissionLimits {
  /** Requests rendered or acted on at once; more wait their turn. */
  concurrency: number;
  /** Requests waiting at most; one more is refused at once. */
  maxWaiting: number;
  /** How long one request may wait for its turn (ms) before it is refused. */
  maxWaitMs: number;
}

/**
 * Sized for this shop on a small machine: a render needs one database connection (the pool
 * holds 10), and a visitor would rather hear "busy" in 3 s than wait out a time-out (decision 024).
 */
export const defaultRenderAdmissionLimits: RenderAdmissionLimits = {
  concurrency: 8,
  maxWaiting: 200,
  maxWaitMs: 3_000,
};

/** Seconds a refused client is asked to wait before it tries again. */
const retryAfterSeconds = 2;

/** What a refused visitor reads. */
export const busyMessage = "The shop is very busy right now. Please try again in a few seconds.";

/**
 * Express middleware admitting requests to what follows (React Router's renders, loaders and
 * actions) `limits.concurrency` at a time, in arrival order. A request that would wait beside
 * `limits.maxWaiting` others, or that waits `limits.maxWaitMs`, is answered 503 with
 * Retry-After and `busyMessage` (a page, or `{ error }` as JSON) and never reaches the app, so
 * nothing is half done: an overloaded process sheds load instead of timing out.
 * Event streams (`Accept: text/event-stream`) are long-lived and pass without a turn; a
 * request whose client leaves while it waits gives its turn up.
 */
export function admitRenders(
  limits: RenderAdmissionLimits = defaultRenderAdmissionLimits,
): RequestHandler {
  const limit = pLimit(limits.concurrency);
  // Requests running or waiting for their turn (not those refused or given up).
  let admitted = 0;
  return (request, response, next) => {
    if (request.headers.accept?.includes("text/event-stream")) return next();
    // Its client left before its turn was asked (while a cache or a session was read): no
    // 'close' would come to end that turn.
    if (response.destroyed) return;
    if (admitted >= limits.concurrency + limits.maxWaiting) return refuse(response);
    admitted += 1;
    let isAbandoned = false;
    const abandon = () => {
      if (isAbandoned) return;
      isAbandoned = true;
      clearTimeout(timer);
      admitted -= 1;
    };
    const timer = setTimeout(() => {
      abandon();
      refuse(response);
    }, limits.maxWaitMs);
    response.once("close", abandon);
    void limit(async () => {
      if (isAbandoned) return;
      clearTimeout(timer);
      response.off("close", abandon);
      const done = new Promise((resolve) => response.once("close", resolve));
      next();
      await done;
      admitted -= 1;
    });
  };
}

function refuse(response: Response): void {
  if (response.headersSent) return;
  response.status(503).setHeader("Retry-After", String(retryAfterSeconds));
  response.setHeader("Cache-Control", "no-store");
  response.format({
    html: () => response.send(busyPage),
    default: () => response.json({ error: busyMessage }),
  });
}

const busyPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy | Loris</title></head><body style="font-family:Georgia,serif;background:#faf7f2;color:#2b2118;display:grid;place-items:center;min-height:90vh;margin:0;text-align:center;padding:1rem"><main><h1 style="font-weight:500">Loris</h1><p>${busyMessage}</p><p><a href="" style="color:inherit">Try Again</a></p></main></body></html>`;
