// `npm start`: serve the shop (README quick start). Compiled into build/host/start.mjs and run
// with plain Node, after `prestart` has built whatever is older than its sources (decision 011).
import cluster from "node:cluster";
import { parseConfig } from "#server/config.ts";
import { startShop } from "#server/main.ts";
import { superviseWorkers } from "#server/process/worker-supervisor.ts";
import { embeddedHeapGrowingPercent, limitHeapGrowth } from "#server/process/heap-growth.ts";

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  // WEB_CONCURRENCY > 1: this process only supervises; its workers run the code below.
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    superviseWorkers(config.webConcurrency, config.port);
    return;
  }
  // The embedded database's shop runs on small machines: its memory first (decision 025).
  if (!config.databaseUrl) limitHeapGrowth(embeddedHeapGrowingPercent);
  const shop = await startShop(config);
  if (cluster.isPrimary) console.log(`Loris is ready at ${shop.url}`);
  const stop = (reason: string) => {
    console.log(`${reason}: finishing requests and closing the database…`);
    shop.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => stop(`${signal} received`));
  }
  // A worker whose supervisor is gone (killed outright) stops too, rather than serve unwatched.
  if (cluster.isWorker) process.once("disconnect", () => stop("Supervisor gone"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
