import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildDir } from "#server/build-dir.ts";
import { bundleHost, hostEntry } from "./bundle-host";

const sourceRoots = [
  "app",
  "server",
  "contracts",
  "public",
  "scripts/start.ts",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/**
 * Builds the app (`react-router build`) and the host (`bundleHost`); exits the process if the
 * app's build fails.
 */
export function build(): void {
  console.log("Building Loris for production…");
  // Always a production build: run from Vitest (NODE_ENV=test), Vite would otherwise bundle
  // React's development build (twice the size, and slower on the server).
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  bundleHost();
}

/** Builds when a source is newer than the build (or a part of the build is missing). */
export function buildIfNeeded(): void {
  const built = [path.join(buildDir, "server", "index.js"), hostEntry].map(
    (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0,
  );
  if (Math.min(...built) >= Math.max(...sourceRoots.map(newestMtime))) return;
  build();
}
