// `npm start`: build if the sources are newer than the build, then serve (README quick start).
import { parseConfig } from "../server/config";
import { startShop } from "../server/main";
import { buildIfNeeded } from "./build-if-needed";

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
