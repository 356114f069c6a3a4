import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { buildDir } from "#server/build-dir.ts";

/** The compiled host `npm start` runs with plain Node (decision 011). */
export const hostEntry = path.join(buildDir, "host", "start.mjs");

/**
 * Compiles scripts/start.ts and the server code it imports into one ES module, packages left
 * to node_modules, and copies the migrations beside it (server/db/client.ts finds them next to
 * its own file). Running TypeScript through tsx cost the server about 140 MB of memory.
 * @throws esbuild's error when the code does not compile.
 */
export function bundleHost(): void {
  buildSync({
    entryPoints: ["scripts/start.ts"],
    outfile: hostEntry,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  const migrations = path.join(path.dirname(hostEntry), "migrations");
  fs.rmSync(migrations, { recursive: true, force: true });
  fs.cpSync(path.resolve("server/db/migrations"), migrations, { recursive: true });
}
