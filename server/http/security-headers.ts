import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Config } from "../config";
import { bucketOriginOf } from "../media/bucket-origin";
import { assignCspNonce, cspNonceOf } from "./csp-nonce";

/** Browser features no page of the shop uses: off for it and for anything it would embed. */
const unusedFeatures = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
];
const permissionsPolicy = unusedFeatures.map((feature) => `${feature}=()`).join(", ");
const oneYearSeconds = 365 * 86_400;

/**
 * The headers every response carries (each allowance and why: decision 015): a CSP
 * whose scripts are the shop's own files plus inline scripts bearing this response's nonce,
 * framing refused, nosniff, strict-origin-when-cross-origin referrers, unused features off,
 * a browsing-context group of its own, and — when PUBLIC_URL is https — HSTS for a year.
 * Media may be embedded elsewhere (the order e-mail shows the logo and product images).
 * Mount first, before Better Auth and the static files.
 */
export function securityHeaders({
  publicUrl,
  posHost,
  s3,
}: Pick<Config, "publicUrl" | "posHost" | "s3">): RequestHandler[] {
  const isHttps = publicUrl.startsWith("https:");
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // helmet types the response as Node's; mounted in Express, it is Express's.
        scriptSrc: ["'self'", (_, response) => `'nonce-${cspNonceOf(response as Response)}'`],
        scriptSrcAttr: ["'none'"],
        // Inline <style> (the stylesheet, sonner's) and style attributes (progress bars).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the admin's preview of a chosen image; POS_HOST: product images (SPEC §3); the
        // bucket: /media/products/* redirects there (decision 021).
        imgSrc: [
          "'self'",
          "blob:",
          ...(posHost ? [new URL(posHost).origin] : []),
          ...(s3 ? [bucketOriginOf(s3)] : []),
        ],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: oneYearSeconds, includeSubDomains: false } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
  });
  const ownHeaders: RequestHandler = (request, response, next) => {
    response.setHeader("Permissions-Policy", permissionsPolicy);
    if (request.path.startsWith("/media/")) {
      response.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    }
    next();
  };
  return [assignCspNonce, headers, ownHeaders];
}
