/** One server-sent event: a name and a JSON-able payload. */
export interface ServerEvent {
  event: string;
  data: unknown;
}

/** Starts a stream's feed; calls `send` for each event and resolves to a stop function. */
export type StartFeed = (send: (event: ServerEvent) => void) => Promise<() => void>;

const heartbeatMs = 25_000;

/**
 * A `text/event-stream` Response (server-sent events) that runs `startFeed` until the client
 * goes away (`request.signal`) or the server shuts down (`shutdown`). A comment line every 25 s
 * keeps proxies from closing an idle stream; `no-transform` keeps compression from buffering it.
 */
export function eventStreamResponse(
  request: Request,
  shutdown: AbortSignal,
  startFeed: StartFeed,
): Response {
  const encoder = new TextEncoder();
  let finish = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const stopFeed = await startFeed(({ event, data }) =>
        write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      );
      const heartbeat = setInterval(() => write(": keep-alive\n\n"), heartbeatMs);
      finish = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        stopFeed();
        request.signal.removeEventListener("abort", finish);
        shutdown.removeEventListener("abort", finish);
        controller.close();
      };
      if (request.signal.aborted || shutdown.aborted) return finish();
      request.signal.addEventListener("abort", finish);
      shutdown.addEventListener("abort", finish);
      write("retry: 3000\n\n");
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
