import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { createContext } from "react-router";

/**
 * The router-context key holding the response's CSP nonce, for the document's inline scripts
 * (app/entry.server.tsx). "" when the host sends no CSP (`npm run dev`: Vite's own inline
 * scripts would be refused).
 */
export const cspNonceContext = createContext<string>("");

/**
 * Express middleware: a fresh nonce for every response (128 random bits, base64), shared by
 * the CSP header and the document's inline scripts (decision 015). It goes in
 * `res.locals`: the host and the React Router build are bundled apart, so a module's own
 * state would not reach the other.
 */
export const assignCspNonce: RequestHandler = (_request, response, next) => {
  response.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/** The nonce `assignCspNonce` gave this response; "" when it did not run. */
export function cspNonceOf(response: Response): string {
  const nonce: unknown = response.locals.cspNonce;
  return typeof nonce === "string" ? nonce : "";
}
