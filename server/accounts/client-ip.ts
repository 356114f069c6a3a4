import type { RequestHandler } from "express";

/**
 * The header carrying the client's address to Better Auth's rate limiter. The host overwrites
 * whatever a client sent in it, so it cannot be forged.
 */
export const clientIpHeader = "x-loris-client-ip";

/** Express middleware stamping `clientIpHeader` with the socket's (or trusted proxy's) address. */
export const stampClientIp: RequestHandler = (request, _response, next) => {
  request.headers[clientIpHeader] = request.ip ?? request.socket.remoteAddress ?? "";
  next();
};
