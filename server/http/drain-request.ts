import type { RequestHandler } from "express";

/**
 * Express middleware: once the answer is sent, reads and drops whatever of the request body
 * the route left unread (a redirect before the form was read, a refusal of its type), so the
 * connection stays usable for the client's next request instead of being reset (decision 016).
 */
export const drainRequest: RequestHandler = (request, response, next) => {
  response.once("finish", () => {
    if (!request.readableEnded) {
      request.removeAllListeners("data");
      request.resume();
    }
  });
  next();
};
