import type { Request } from "express";

/**
 * Puts `request` at the shop's public address (PUBLIC_URL) before React Router reads it: a
 * TLS-terminating proxy may pass neither the https scheme (no X-Forwarded-Proto, or TRUST_PROXY
 * unset) nor the public host (nginx sends its upstream's), and React Router refuses a form
 * whose `Origin` is not the request's own origin — sign-in answered 400 behind such a proxy
 * (decision 015). The shop has one address, so the request is given it whatever the proxy sent —
 * unless the browser's `Origin` is the request's own (the shop opened at another of its
 * addresses, e.g. 127.0.0.1 for localhost), which React Router accepts as it is. Cross-site
 * writes were refused before this (server/http/cross-site-writes.ts).
 */
export function atPublicOrigin(publicUrl: string): (request: Request) => void {
  const { protocol, host, hostname } = new URL(publicUrl);
  const scheme = protocol.slice(0, -1);
  return (request) => {
    if (request.get("origin") === `${request.protocol}://${request.host}`) return;
    Object.defineProperty(request, "protocol", { value: scheme });
    Object.defineProperty(request, "hostname", { value: hostname });
    request.headers.host = host;
    delete request.headers["x-forwarded-host"];
  };
}
