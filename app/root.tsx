import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { Toaster } from "sonner";
import { shopSettingsOf } from "../server/config";
import { getViewer } from "../server/accounts/viewer";
import { getServices } from "../server/services";
import type { Route } from "./+types/root";
import "./app.css";
import { NotFound } from "./components/not-found";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { SiteLoader, siteLoaderScript } from "./components/site-loader";
import { CartProvider } from "./lib/cart-context";
import type { HeaderViewer } from "./lib/header-viewer";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/media/brand/logo.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/media/brand/icon-192.png" },
];

/** Shop settings and the viewer (one session read: this loader runs on every page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { user } = await getViewer(request, services);
  const viewer: HeaderViewer | null = user
    ? { id: user.id, email: user.email, isAdmin: user.role === "admin" }
    : null;
  return { settings: shopSettingsOf(services.config), viewer };
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-KE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f3ec" />
        <script dangerouslySetInnerHTML={{ __html: siteLoaderScript }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { viewer } = loaderData;
  return (
    <CartProvider userId={viewer?.id}>
      <SiteLoader />
      <SiteHeader viewer={viewer} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster position="bottom-center" duration={3000} toastOptions={{ className: "font-sans" }} />
    </CartProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  console.error(error);
  return (
    <main className="container-page flex flex-1 flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="font-display text-4xl text-espresso">Something went wrong</h1>
      <p className="text-taupe">Please refresh the page, or come back in a moment.</p>
      <a href="/" className="text-sm tracking-widest uppercase underline underline-offset-4">
        Go Home
      </a>
    </main>
  );
}
