import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2ePort } from "./e2e-port";

// The shop's own process, on its own port and data folder: started, stopped with a signal and
// started again, as `npm start` and a service manager would (issue 2: clean shutdown).
const port = e2ePort + 90;
const url = `http://localhost:${port}`;

function startShop(dataDir: string): { child: ChildProcess; output: () => string } {
  let output = "";
  // What `npm start` runs once its prestart has built (the test run has built already).
  const child = spawn(process.execPath, ["build/host/start.mjs"], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

test("SIGTERM stops the shop cleanly and a restart finds the catalogue intact", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-lifecycle-"));
  try {
    const first = startShop(dataDir);
    await expect.poll(first.output, { timeout: 60_000 }).toContain(`Loris is ready at ${url}`);
    const sitemap = await (await request.get(`${url}/sitemap.xml`)).text();
    const products = sitemap.match(/\/product\//g)?.length ?? 0;
    expect(products).toBeGreaterThanOrEqual(120);

    first.child.kill("SIGTERM");
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain("Loris stopped cleanly");
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);

    const second = startShop(dataDir);
    await expect.poll(second.output, { timeout: 60_000 }).toContain(`Loris is ready at ${url}`);
    expect(second.output()).not.toContain("seeded the demo catalogue");
    const again = await (await request.get(`${url}/sitemap.xml`)).text();
    expect(again.match(/\/product\//g)?.length).toBe(products);
    second.child.kill("SIGINT");
    expect(await exited(second.child)).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
