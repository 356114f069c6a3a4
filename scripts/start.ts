// `npm start`: serve the shop (README quick start). Compiled into build/host/start.mjs and run
// with plain Node, after `prestart` has built whatever is older than its sources (decision 011).
import { parseConfig } from "#server/config.ts";
import { startShop } from "#server/main.ts";

async function main(): Promise<void> {
  const config = parseConfig(process.env);
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
