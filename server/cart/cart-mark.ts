import { randomBytes } from "node:crypto";
import type { AppServices } from "../services";

/** The cookie a change of the cart renews, so the browser's next page counts its cart again. */
export const cartMarkCookieName = "loris_cart_mark";

/**
 * The Set-Cookie value of a fresh cart mark (decision 050): a shop page's header reuses its
 * viewer's reading of the same cookies for a few seconds (server/html-cache/page-viewer-reuse.ts),
 * and a new mark makes them other cookies, so the browser that changed its cart sees the new
 * count on its next page, whichever process serves it. Random, not secret: a forged mark only
 * costs its sender a fresh reading. A browser session's cookie (no Max-Age), httpOnly, Lax,
 * Secure when the shop is served over https.
 */
export function cartMarkCookie({ config }: Pick<AppServices, "config">): string {
  const secure = config.publicUrl.startsWith("https:") ? "; Secure" : "";
  const mark = randomBytes(9).toString("base64url");
  return `${cartMarkCookieName}=${mark}; Path=/; HttpOnly${secure}; SameSite=Lax`;
}
