import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2ePort } from "./e2e-port";

// The shop's own process, on its own port and data folder: started, stopped with a signal and
// started again, as `npm start` and a service manager would (DESIGN §10: clean shutdown).
// One port per parallel worker, so that repeated runs of this test can overlap.
const port = () => e2ePort + 90 + test.info().parallelIndex;
const url = () => `http://localhost:${port()}`;

/** The shop's own contact numbers; without them it starts on the demo's placeholders. */
const contacts = { WHATSAPP_NUMBER: "254711222333", SHOP_PHONE: "+254 711 222 333" };
const placeholderNotice = "Placeholder contact numbers: shoppers cannot reach this shop.";

function startShop(
  dataDir: string,
  shopContacts?: typeof contacts,
): { child: ChildProcess; output: () => string } {
  let output = "";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port()),
    LOG_LEVEL: "info",
  };
  delete env.WHATSAPP_NUMBER;
  delete env.SHOP_PHONE;
  // What `npm start` runs once its prestart has built (the test run has built already).
  const child = spawn(process.execPath, ["build/host/start.mjs"], {
    env: { ...env, ...shopContacts },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

test("SIGTERM stops the shop cleanly, a restart finds the catalogue intact, the placeholder notice goes once the numbers are set", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-lifecycle-"));
  try {
    const first = startShop(dataDir);
    await expect.poll(first.output, { timeout: 60_000 }).toContain(`Loris is ready at ${url()}`);
    // Started as a newcomer does: told, in a frame, which numbers to set (decision 012).
    expect(first.output()).toContain(placeholderNotice);
    expect(first.output()).toContain("WHATSAPP_NUMBER=254700000000");
    expect(first.output()).toContain("SHOP_PHONE=+254 700 000 000");
    const sitemap = await (await request.get(`${url()}/sitemap.xml`)).text();
    const products = sitemap.match(/\/product\//g)?.length ?? 0;
    expect(products).toBeGreaterThanOrEqual(120);

    first.child.kill("SIGTERM");
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain("Loris stopped cleanly");
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);

    const second = startShop(dataDir, contacts);
    await expect.poll(second.output, { timeout: 60_000 }).toContain(`Loris is ready at ${url()}`);
    expect(second.output()).not.toContain("seeded the demo catalogue");
    expect(second.output()).not.toContain(placeholderNotice);
    const again = await (await request.get(`${url()}/sitemap.xml`)).text();
    expect(again.match(/\/product\//g)?.length).toBe(products);
    second.child.kill("SIGINT");
    expect(await exited(second.child)).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
