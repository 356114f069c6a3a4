import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildDir } from "../server/main";

const sourceRoots = ["app", "server", "contracts", "public", "package-lock.json", "vite.config.ts"];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** Runs `react-router build` when a source is newer than the build; exits the process if it fails. */
export function buildIfNeeded(): void {
  const built = fs.statSync(path.join(buildDir, "server", "index.js"), { throwIfNoEntry: false });
  if (built && built.mtimeMs >= Math.max(...sourceRoots.map(newestMtime))) return;
  console.log("Building Loris for production…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
