import http from "node:http";
import type { Socket } from "node:net";
import { Readable } from "node:stream";

/** A response read whole, how long it took, and how much of the body the server let in. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** From sending the request to the answer's last byte. */
  elapsedMs: number;
  /** Bytes written to the connection (headers included) before it ended. */
  sentBytes: number;
}

/**
 * Sends `init.body` to `url` streamed over a keep-alive connection of its own, as a client that
 * keeps sending while the server answers, and resolves once the connection has ended: a server
 * that answers early and closes cuts the body off (writing then fails, which is expected here);
 * one that reads the rest to reuse the connection receives all of it. Without a
 * `content-length` header the body goes chunked.
 */
export function sendStreamed(
  url: string,
  init: { method?: string; headers: Record<string, string>; body: Readable },
): Promise<RawAnswer> {
  const started = performance.now();
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    let answer: Omit<RawAnswer, "sentBytes"> | undefined;
    let socket: Socket | undefined;
    const request = http.request(url, {
      method: init.method ?? "POST",
      headers: init.headers,
      agent,
    });
    request.on("socket", (opened) => {
      socket = opened;
      opened.on("close", () => {
        agent.destroy();
        init.body.destroy();
        if (answer) resolve({ ...answer, sentBytes: opened.bytesWritten });
        else reject(new Error("the connection closed without an answer"));
      });
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        answer = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
          elapsedMs: performance.now() - started,
        };
        // A kept-alive connection is ours to close once the body has gone.
        if (request.writableFinished) socket?.destroy();
        else request.on("finish", () => socket?.destroy());
      });
    });
    // The unsent rest of a body the server refused cannot be written once it has closed.
    request.on("error", () => undefined);
    init.body.pipe(request);
  });
}

/**
 * A body of `totalBytes`: `opening`, then "a" repeated, then `closing`, made 64 KB at a time as
 * it is read, so a body of any size costs the sender no memory. E.g. `{"notes":"` … `"}`.
 */
export function lazyBody(totalBytes: number, opening: string, closing: string): Readable {
  const filler = Buffer.alloc(64 * 1024, "a");
  const parts = [Buffer.from(opening), Buffer.from(closing)] as const;
  let left = totalBytes - parts[0].length - parts[1].length;
  let isOpened = false;
  return new Readable({
    read() {
      if (!isOpened) {
        isOpened = true;
        this.push(parts[0]);
      } else if (left > 0) {
        const size = Math.min(left, filler.length);
        left -= size;
        this.push(filler.subarray(0, size));
      } else {
        this.push(parts[1]);
        this.push(null);
      }
    },
  });
}
