import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { parseConfig } from "#server/config.ts";
import { migrateProductMedia, type MigrationProgress } from "#server/media/media-migration.ts";
import { openMediaStore } from "#server/media/open-media-store.ts";
import { startS3Server, type TestS3Server } from "./support/s3-server";
import { testDatabaseKind } from "./support/test-database";

let s3: TestS3Server;
let dataDir: string;
const productsDir = () => path.join(dataDir, "media", "products");

// Each test has a bucket and a DATA_DIR of its own, holding one product's three images.
beforeEach(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-migrate-"));
  fs.mkdirSync(productsDir(), { recursive: true });
  for (const name of ["k2x9amber01-240.webp", "k2x9amber01-480.webp", "k2x9amber01-800.webp"]) {
    fs.writeFileSync(path.join(productsDir(), name), `pixels of ${name}`);
  }
  // A write cut short by a crash: never served, never copied.
  fs.writeFileSync(path.join(productsDir(), "k2x9oud0002-800.webp.1a2b3c4d.part"), "half");
});
afterEach(async () => {
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const bucket = () => openMediaStore(parseConfig({ DATA_DIR: dataDir, ...s3.env }));
const run = (script: string, env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", script], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
  });

// Runs on each database project although it needs none: the bucket is the test's own.
describe(`npm run media:migrate (beside ${testDatabaseKind})`, () => {
  test("copies DATA_DIR's product images to the bucket, then skips what is already there", async () => {
    const heard: MigrationProgress[] = [];
    const mediaDir = path.join(dataDir, "media");
    const first = await migrateProductMedia({
      mediaDir,
      to: bucket(),
      onProgress: (p) => heard.push(p),
    });
    expect(first).toEqual({ copied: 3, skipped: 0, total: 3 });
    expect(heard.map((p) => p.done).sort()).toEqual([1, 2, 3]);
    expect(await s3.keys()).toEqual([
      "products/k2x9amber01-240.webp",
      "products/k2x9amber01-480.webp",
      "products/k2x9amber01-800.webp",
    ]);
    const object = await s3.object("products/k2x9amber01-800.webp");
    expect(object.bytes.toString()).toBe("pixels of k2x9amber01-800.webp");
    expect(object).toMatchObject({
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });

    // A file whose object differs in size (a copy cut short) is copied again.
    fs.writeFileSync(path.join(productsDir(), "k2x9amber01-240.webp"), "pixels, sent whole");
    const second = await migrateProductMedia({ mediaDir, to: bucket() });
    expect(second).toEqual({ copied: 1, skipped: 2, total: 3 });
    expect((await s3.object("products/k2x9amber01-240.webp")).bytes.toString()).toBe(
      "pixels, sent whole",
    );
  });

  test("the script prints each file and a summary, and a second run copies nothing", async () => {
    fs.writeFileSync(path.join(productsDir(), "k2x9cedar03-800.webp"), "cedar pixels");
    const first = await run("scripts/media-migrate.ts", s3.env);
    expect(first.stdout).toMatch(/^\[\d\/4\] copied products\/k2x9cedar03-800\.webp$/m);
    expect(first.stdout).toContain("Done: 4 copied, 0 already in the bucket, 4 files in all.");
    const second = await run("scripts/media-migrate.ts", s3.env);
    expect(second.stdout).toMatch(/^\[\d\/4\] skipped products\/k2x9cedar03-800\.webp$/m);
    expect(second.stdout).toContain("Done: 0 copied, 4 already in the bucket, 4 files in all.");
    expect(await s3.keys()).toHaveLength(4);
  });

  test("without S3_BUCKET the script stops with a message saying so", async () => {
    const failed = await run("scripts/media-migrate.ts", {}).catch((error: unknown) => error);
    expect(failed).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("S3_BUCKET is not set"),
    });
  });
});
