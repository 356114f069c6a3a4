import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { hostEntry } from "../bundle-host";

/** The production server running in a child process, as `npm start` runs it. */
export interface ShopProcess {
  url: string;
  /** The process `npm start` would be: with WEB_CONCURRENCY > 1, the workers' supervisor. */
  pid: number;
  /** The server's resident memory now, in MB (Linux /proc). */
  residentMb(): number;
  /** SIGTERM, as an operator stops it; resolves when it has exited. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or the OOM killer ends it; resolves when it has exited. */
  kill(): Promise<void>;
}

/** Node's flags as package.json `start` passes them: a download's memory returned at its end. */
const startFlags = ["--expose-gc"];

/** Bytes from which glibc maps each allocation on its own (package.json `start`). */
const mallocMmapThreshold = "131072";

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/**
 * Starts the compiled host (build/host/start.mjs, what `npm start` runs) in its own process with `env` (DATA_DIR, DATABASE_URL…) on `port`,
 * so the load generator and Lighthouse do not share its event loop and its memory is its own;
 * `nodeOptions` go to Node before the script (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 * @throws Error when it exits or is not ready within 2 minutes.
 */
export async function startShopProcess(
  env: Record<string, string>,
  port: number,
  nodeOptions: string[] = [],
) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeOptions, ...startFlags, hostEntry], {
    env: {
      ...process.env,
      // A shop's own numbers, so that its start-up has no placeholder notice to print.
      WHATSAPP_NUMBER: "254711222333",
      SHOP_PHONE: "+254 711 222 333",
      // The load generator places every order, from a cart of its own, from 127.0.0.1
      // (per-address limits, decision 017).
      ORDER_RATE_LIMIT: "1000000",
      GUEST_CART_RATE_LIMIT: "1000000",
      // The bench signs up its signed-in shoppers from 127.0.0.1 too.
      AUTH_RATE_LIMIT: "10000",
      ...env,
      // As `npm start` sets it: glibc returns freed image buffers to the system (decision 018).
      MALLOC_MMAP_THRESHOLD_: mallocMmapThreshold,
      // As `npm start` sets it: React and react-dom load their production builds; unset, their
      // development builds render the home page about twice as slowly.
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the shop did not start in 2 minutes")),
      120_000,
    );
    child.stdout.on("data", (chunk: Buffer) => {
      if (!chunk.toString().includes("Loris is ready")) return;
      clearTimeout(timer);
      resolve();
    });
    void exited.then(() => reject(new Error("the shop exited while starting")));
  });
  return {
    url,
    pid: child.pid!,
    residentMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  } satisfies ShopProcess;
}
