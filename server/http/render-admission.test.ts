import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { afterEach, expect, test } from "vitest";
import { admitRenders, busyMessage, type RenderAdmissionLimits } from "./render-admission";

let close: (() => Promise<void>) | undefined;
const pass: RequestHandler = (_request, _response, next) => next();
afterEach(() => close?.());

/**
 * A host admitting requests to a page that answers only when the test lets it, as a slow
 * render would; its address, and how to let the waiting renders finish.
 */
async function slowHost(limits: RenderAdmissionLimits, before: RequestHandler = pass) {
  const releases: (() => void)[] = [];
  let started = 0;
  const app = express()
    .use(before)
    .use(admitRenders(limits))
    .use((request, response) => {
      started += 1;
      if (request.headers.accept?.includes("text/event-stream")) {
        response.setHeader("content-type", "text/event-stream");
        return void response.write("retry: 3000\n\n");
      }
      releases.push(() => response.send(`rendered ${request.path}`));
    });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
      fetch(`${origin}${path}`, { headers, signal }),
    started: () => started,
    releaseAll: () => releases.splice(0).forEach((release) => release()),
  };
}

test("renders past the concurrency wait their turn, then render", async () => {
  const host = await slowHost({ concurrency: 2, maxWaiting: 10, maxWaitMs: 10_000 });
  const answers = ["/a", "/b", "/c"].map((path) => host.get(path));
  await expect.poll(host.started).toBe(2);
  host.releaseAll();
  await expect.poll(host.started).toBe(3);
  host.releaseAll();
  const texts = await Promise.all(answers.map(async (answer) => (await answer).text()));
  expect(texts).toEqual(["rendered /a", "rendered /b", "rendered /c"]);
});

test("a request that waits too long is refused with 503 and Retry-After, and never rendered", async () => {
  const host = await slowHost({ concurrency: 1, maxWaiting: 10, maxWaitMs: 300 });
  const first = host.get("/first");
  await expect.poll(host.started).toBe(1);
  const waited = await host.get("/second", { accept: "text/html" });
  expect(waited.status).toBe(503);
  expect(waited.headers.get("retry-after")).toBe("2");
  expect(await waited.text()).toContain(busyMessage);
  host.releaseAll();
  expect(await (await first).text()).toBe("rendered /first");
  expect(host.started()).toBe(1);
  // The refused request gave its turn up: the next one renders at once.
  const next = host.get("/third");
  await expect.poll(host.started).toBe(2);
  host.releaseAll();
  expect((await next).status).toBe(200);
});

test("beyond maxWaiting a request is refused at once, as JSON when it asks for data", async () => {
  const host = await slowHost({ concurrency: 1, maxWaiting: 1, maxWaitMs: 10_000 });
  const first = host.get("/first");
  await expect.poll(host.started).toBe(1);
  const second = host.get("/second");
  const refused = await host.get("/third.data", { accept: "application/json" });
  expect(refused.status).toBe(503);
  expect(await refused.json()).toEqual({ error: busyMessage });
  host.releaseAll();
  await expect.poll(host.started).toBe(2);
  host.releaseAll();
  expect([(await first).status, (await second).status]).toEqual([200, 200]);
});

test("event streams do not take a turn: they stay open beside full renders", async () => {
  const host = await slowHost({ concurrency: 1, maxWaiting: 0, maxWaitMs: 10_000 });
  const render = host.get("/page");
  await expect.poll(host.started).toBe(1);
  const stream = await host.get("/orders/stream", { accept: "text/event-stream" });
  expect(stream.status).toBe(200);
  expect(host.started()).toBe(2);
  await stream.body?.cancel();
  host.releaseAll();
  expect((await render).status).toBe(200);
});

test("a request whose client left before it asked for a turn is not rendered and takes none", async () => {
  let hasArrived!: () => void;
  const arrived = new Promise<void>((resolve) => (hasArrived = resolve));
  let hasLeft!: () => void;
  const left = new Promise<void>((resolve) => (hasLeft = resolve));
  // As the page cache does while it reads a session: the request reaches admission later.
  const late: RequestHandler = (request, response, next) => {
    if (request.path !== "/late") return next();
    hasArrived();
    response.once("close", () => {
      next();
      hasLeft();
    });
  };
  const host = await slowHost({ concurrency: 1, maxWaiting: 10, maxWaitMs: 10_000 }, late);
  const aborter = new AbortController();
  const gone = host.get("/late", {}, aborter.signal).catch(() => "left");
  await arrived;
  aborter.abort();
  expect(await gone).toBe("left");
  await left;
  const next = host.get("/next");
  await expect.poll(host.started).toBe(1);
  host.releaseAll();
  expect(await (await next).text()).toBe("rendered /next");
});
