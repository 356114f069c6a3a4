import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createGunzip } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { csvStream } from "./csv-download";

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

/** `count` rows made by `row`, in batches of 500 as the exports read them. */
async function* inBatches(count: number, row: (i: number) => unknown[]) {
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    yield Array.from({ length: size }, (_, offset) => row(start + offset));
  }
}

/** `count` rows of hard-to-compress text: the gzip stream fills and makes the writer wait. */
const randomRows = (count: number) =>
  inBatches(count, (i) => [`LOR-${i}`, randomBytes(96).toString("base64")]);

/** `count` rows as an orders export has them: much alike, so they compress well. */
const orderRows = (count: number) =>
  inBatches(count, (i) => [`LOR-${1_700_000_000_000 + i}`, "Wanjiru Kamau", "Nairobi"]);

/**
 * Serves `batches` of records as CSV behind compression, written as React Router writes a body (a flush
 * after each chunk), and downloads it gzipped: the bytes sent and the lines received.
 */
async function downloadGzipped(batches: AsyncIterable<unknown[][]>) {
  const app = express()
    .use(compression())
    .get("/export", async (_request, response) => {
      response.setHeader("content-type", "text/csv");
      await writeReadableStreamToWritable(
        csvStream(["Order ID", "Note", "City"], batches),
        response,
      );
    });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ sentBytes: number; lines: number }>((resolve, reject) => {
    http.get(
      { port, host: "127.0.0.1", path: "/export", headers: { "accept-encoding": "gzip" } },
      (answer) => {
        expect(answer.headers["content-encoding"]).toBe("gzip");
        let sentBytes = 0;
        let lines = 0;
        answer.on("data", (chunk: Buffer) => (sentBytes += chunk.byteLength));
        answer
          .pipe(createGunzip())
          .on("data", (chunk: Buffer) => (lines += chunk.toString("latin1").split("\n").length - 1))
          .on("end", () => resolve({ sentBytes, lines }))
          .on("error", reject);
      },
    );
  });
}

test("a large CSV sent gzipped waits for the client without piling up listeners", async () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on("warning", onWarning);
  const { lines } = await downloadGzipped(randomRows(40_000));
  process.off("warning", onWarning);

  expect(lines).toBe(40_001);
  expect(warnings.map((warning) => warning.name)).not.toContain("MaxListenersExceededWarning");
}, 30_000);

test("an orders CSV sent gzipped is compressed as a file would be, not row by row", async () => {
  const rowBytes = "LOR-1700000000000,Wanjiru Kamau,Nairobi\r\n".length;
  const { sentBytes, lines } = await downloadGzipped(orderRows(20_000));

  expect(lines).toBe(20_001);
  expect(sentBytes).toBeLessThan((20_000 * rowBytes) / 5);
}, 30_000);
