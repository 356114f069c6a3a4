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

/** `count` rows of hard-to-compress text: the gzip stream fills and makes the writer wait. */
async function* rows(count: number) {
  for (let i = 0; i < count; i++) yield [`LOR-${i}`, randomBytes(96).toString("base64")];
}

test("a large CSV sent gzipped, as React Router writes it, waits for the client without piling up listeners", async () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on("warning", onWarning);
  const app = express()
    .use(compression())
    .get("/export", async (_request, response) => {
      response.setHeader("content-type", "text/csv");
      await writeReadableStreamToWritable(csvStream(["Order ID", "Note"], rows(40_000)), response);
    });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;

  const lines = await new Promise<number>((resolve, reject) => {
    http.get(
      { port, host: "127.0.0.1", path: "/export", headers: { "accept-encoding": "gzip" } },
      (answer) => {
        expect(answer.headers["content-encoding"]).toBe("gzip");
        let count = 0;
        answer
          .pipe(createGunzip())
          .on("data", (chunk: Buffer) => (count += chunk.toString("latin1").split("\n").length - 1))
          .on("end", () => resolve(count))
          .on("error", reject);
      },
    );
  });
  process.off("warning", onWarning);

  expect(lines).toBe(40_001);
  expect(warnings.map((warning) => warning.name)).not.toContain("MaxListenersExceededWarning");
}, 30_000);
