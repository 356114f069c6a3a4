// `npm start`: build if the sources are newer than the build, then serve (README quick start).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseConfig } from "../server/config";
import { buildDir, startShop } from "../server/main";

const sourceRoots = ["app", "server", "contracts", "public", "package-lock.json", "vite.config.ts"];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function buildIfNeeded(): void {
  const built = fs.statSync(path.join(buildDir, "server", "index.js"), { throwIfNoEntry: false });
  if (built && built.mtimeMs >= Math.max(...sourceRoots.map(newestMtime))) return;
  console.log("Building Loris for production…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  buildIfNeeded();
  const shop = await startShop(config);
  console.log(`Loris is ready at ${shop.url}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.log(`${signal} received: finishing requests and closing the database…`);
      shop.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
