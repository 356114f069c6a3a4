import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RequestHandler } from "express";
import { createServer, type ViteDevServer } from "vite";
import type { AppServices } from "#server/services.ts";
import { listenLocally } from "./listen-locally";
import { createTestHost } from "./test-host";

/** The whole app answering HTTP on a free port, and how to reach and stop it. */
export interface TestAppServer {
  origin: string;
  /** A module of the app as the server runs it, e.g. a route module's exports. */
  loadModule(file: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * Serves the real app — the Express host, Better Auth, React Router with every route module
 * and middleware — over `services`, compiled from the current sources by Vite's SSR loader
 * (as `npm run dev` does), so no build is needed and none can be stale. Nothing is watched,
 * no browser bundle is made, and Vite's cache goes to a temporary folder of its own.
 */
export async function startAppServer(services: AppServices): Promise<TestAppServer> {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-vite-"));
  const vite: ViteDevServer = await createServer({
    appType: "custom",
    cacheDir,
    logLevel: "error",
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const entry = (await vite.ssrLoadModule("./server/app.ts")) as {
    createAppHandler(services: AppServices): RequestHandler;
  };
  const host = await createTestHost(services, {
    clientDir: path.join(cacheDir, "no-client"),
    uploadsDir: path.join(cacheDir, "no-uploads"),
    appHandler: entry.createAppHandler(services),
  });
  const { server, origin } = await listenLocally(host);
  return {
    origin,
    loadModule: (file) => vite.ssrLoadModule(path.resolve("app", file)),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}
