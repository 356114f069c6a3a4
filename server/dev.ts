// `npm run dev`: the app through Vite's dev server (hot reload) on the configured database.
import path from "node:path";
import { toNodeHandler } from "better-auth/node";
import express, { type RequestHandler } from "express";
import { createServer } from "vite";
import { stampClientIp } from "./accounts/client-ip";
import { drainRequest } from "./http/drain-request";
import { bootShop } from "./boot";
import { parseConfig } from "./config";
import { mediaRedirectOf } from "./media/bucket-redirect";
import { createSuggestionCache } from "./search/suggestion-cache";
import { suggestionsEndpoint } from "./search/suggestions-endpoint";
import type { AppServices } from "./services";

const config = parseConfig(process.env);
const runtime = await bootShop(config);
const { services } = runtime;

const vite = await createServer({ server: { middlewareMode: true } });
const app = express();
app.use(stampClientIp);
app.use(drainRequest);
app.all("/api/auth/*splat", toNodeHandler(services.auth));
app.get(
  "/search/suggestions",
  suggestionsEndpoint(await createSuggestionCache(services.db, services.listen)),
);
app.use(vite.middlewares);
// Uploads: DATA_DIR/media, or redirects to the bucket (decision 021); Vite serves public/media.
app.use(
  "/media",
  mediaRedirectOf(services.media) ?? express.static(path.join(config.dataDir, "media")),
);
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
    runtime.beginShutdown();
    server.close();
    void Promise.all([vite.close(), runtime.close()]).then(() => process.exit(0));
  });
}
