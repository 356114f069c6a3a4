// `npm run dev`: the app through Vite's dev server (hot reload) on the configured database.
import path from "node:path";
import express, { type RequestHandler } from "express";
import { createServer } from "vite";
import { parseConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemoCatalogueOnce } from "./db/seed/seed-demo";
import { createLogger } from "./log";
import type { AppServices } from "./services";

const config = parseConfig(process.env);
const log = createLogger(config.logLevel);
const database = await openDatabase(config);
await database.migrate();
await seedDemoCatalogueOnce(database.db, log);
const services: AppServices = { db: database.db, config, log };

const vite = await createServer({ server: { middlewareMode: true } });
const app = express();
app.use(vite.middlewares);
app.use("/media", express.static(path.join(config.dataDir, "media")));
app.use(async (request, response, next) => {
  try {
    const entry = (await vite.ssrLoadModule("./server/app.ts")) as {
      createAppHandler(services: AppServices): RequestHandler;
    };
    await entry.createAppHandler(services)(request, response, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});
const server = app.listen(config.port, () =>
  console.log(`Loris (development) at http://localhost:${config.port}`),
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close();
    void Promise.all([vite.close(), database.close()]).then(() => process.exit(0));
  });
}
