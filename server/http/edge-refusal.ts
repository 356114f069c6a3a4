import type { Request, Response } from "express";

/**
 * Answers `request` with `status` and `message` before its body is read: JSON `{ error }` for
 * API routes and JSON requests (as the resource routes answer), short text otherwise (React
 * Router shows a text answer to its own data requests in the route's error boundary).
 * `Connection: close` ends the connection after the answer, so the unread body is never
 * received (to reuse the connection, Node would have to read and discard all of it first).
 */
export function refuseBeforeBody(
  request: Request,
  response: Response,
  status: number,
  message: string,
): void {
  response.status(status).set("Connection", "close");
  if (wantsJson(request)) response.json({ error: message });
  else response.type("text/plain").send(message);
}

function wantsJson(request: Request): boolean {
  if (request.path.startsWith("/api/")) return true;
  if (/^application\/(?:[\w.+-]+\+)?json\b/i.test(request.get("content-type") ?? "")) return true;
  return request.accepts(["text/html", "application/json"]) === "application/json";
}
