import { Router } from "express";
import type { Readiness } from "./readiness";

/**
 * GET /healthz and /readyz for load balancers and orchestrators (decision 022), never cached:
 * /healthz answers 200 `{ status: "ok" }` while the process serves requests (liveness);
 * /readyz answers 200 `{ status: "ready" }` when `readiness` says so, else 503
 * `{ status: "unavailable", reason }` with Retry-After: 5 (take this process out of rotation).
 */
export function healthEndpoints(readiness: () => Promise<Readiness>): Router {
  const router = Router();
  router.get("/healthz", (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    response.json({ status: "ok" });
  });
  router.get("/readyz", (_request, response, next) => {
    response.setHeader("Cache-Control", "no-store");
    readiness().then((answer) => {
      if (answer.isReady) {
        response.json({ status: "ready" });
        return;
      }
      response.setHeader("Retry-After", "5");
      response.status(503).json({ status: "unavailable", reason: answer.reason });
    }, next);
  });
  return router;
}
