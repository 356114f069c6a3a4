import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import { nairobiYear } from "#contracts/nairobi-time.ts";
import { shopSettingsOf } from "#server/config.ts";
import { getPageViewer, pageViewerContext } from "#server/accounts/page-viewer.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/root";
// Inlined rather than linked: a stylesheet request would hold back the first paint by a round
// trip on mobile data, more than its 8 KB (compressed) cost on each page (decision 011).
import bundledCss from "./app.css?inline";
import interRegular from "./fonts/inter-400.woff2?url";
import { NotFound } from "./components/layout/not-found";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/header/site-header";
import { IconSprite } from "./components/ui/icon-sprite";
import { SiteLoader, siteLoaderScript } from "./components/layout/site-loader";
import { SiteToaster } from "./components/layout/site-toaster";
import type { RootCart } from "./lib/cart/cart-state";
import type { RootSale } from "./lib/home/sale";
import { useNonce } from "./lib/nonce-context";
import type { HeaderViewer } from "./lib/header/header-viewer";

const appCssId = "app-css";
/**
 * The stylesheet the page inlines. A production browser reads it back from the document it came
 * in, the same text, instead of carrying a second copy in the shell's script (10 KB compressed,
 * decision 032); the development client keeps the import, so that style edits still reach it.
 */
const appCss =
  import.meta.env.SSR || import.meta.env.DEV
    ? bundledCss
    : (document.getElementById(appCssId)?.textContent ?? "");

export const links: Route.LinksFunction = () => [
  // The body text's face, wanted on every page before the stylesheet's rules reach it.
  { rel: "preload", href: interRegular, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/media/brand/logo.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/media/brand/icon-192.png" },
];

/**
 * Shop settings, whether the viewer is signed in (and an admin) and their cart's count — no
 * personal data: catalogue pages are shared by every viewer of the same kind (decision 023).
 * The page cache's reading of the viewer when it ran, else one session read and one count (none
 * for a guest without a cart cookie).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { role, cartCount } =
    context.get(pageViewerContext) ?? (await getPageViewer(request, services));
  const viewer: HeaderViewer | null = role === "guest" ? null : { isAdmin: role === "admin" };
  const cart: RootCart = { count: cartCount };
  // The home carousel's sale slide (DESIGN §5): kept per process until the catalogue changes.
  // A failed read leaves the slide out rather than the page.
  const percent = await services.catalogue.salePercent().catch((error: unknown) => {
    services.log.error({ err: error }, "could not read the sale");
    return 0;
  });
  const sale: RootSale = { percent };
  const settings = shopSettingsOf(services.config, await services.settings.current());
  // The footer's copyright year, on Nairobi's calendar; the page cache keys pages by it too.
  const year = nairobiYear(new Date());
  return { settings, viewer, cart, sale, year };
}

export function Layout({ children }: { children: ReactNode }) {
  // <html data-hydrated> once React runs: the scripts load after the first paint (decision
  // 011), and the journeys wait for this before they use the page as a live app.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  // Inline scripts run only with the response's nonce (the CSP, decision 015).
  const nonce = useNonce() || undefined;
  return (
    <html lang="en-KE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f3ec" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: siteLoaderScript }} />
        <Meta />
        <Links />
        <style id={appCssId} dangerouslySetInnerHTML={{ __html: appCss }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Whether the page asks for its own frame instead of the shop's (the admin area's `handle`). */
function useOwnShell(): boolean {
  return useMatches().some((match) => isOwnShellHandle(match.handle));
}

function isOwnShellHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "shell" in handle;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { viewer, year } = loaderData;
  const ownShell = useOwnShell();
  return (
    <>
      {ownShell ? (
        <Outlet />
      ) : (
        <>
          <IconSprite />
          <SiteLoader />
          <SiteHeader viewer={viewer} />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <SiteFooter year={year} />
        </>
      )}
      <SiteToaster />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  // The admin layout's check answers before the layout renders, so its refusals show here: a
  // role that may not use the page (403, decision 072: the reason and the way to the staff
  // member's own pages) or a check that failed (503, SPEC §6's text, with Try Again).
  const answer: { error?: unknown; home?: unknown } = isRouteErrorResponse(error)
    ? Object(error.data)
    : {};
  const reason = typeof answer.error === "string" ? answer.error : undefined;
  const home = typeof answer.home === "string" ? answer.home : undefined;
  // An answer given on purpose (a 4xx) is not a fault; anything else is, and is logged.
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return (
    <main
      role={reason ? "alert" : undefined}
      className="container-page flex flex-1 flex-col items-center justify-center gap-4 py-24 text-center"
    >
      <h1 className="font-display text-4xl text-espresso">
        {home ? "Not for your role" : "Something went wrong"}
      </h1>
      <p className="text-taupe">{reason ?? "Please refresh the page, or come back in a moment."}</p>
      <a
        href={home ?? (reason ? "" : "/")}
        className="text-sm tracking-widest uppercase underline underline-offset-4"
      >
        {home ? "Back to your admin pages" : reason ? "Try Again" : "Go Home"}
      </a>
    </main>
  );
}
