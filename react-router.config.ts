import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Decision 039: the browser knows every route from the start (one cached manifest module), so a
  // fetcher cut short by a revalidation never falls through to the catch-all page.
  routeDiscovery: { mode: "initial" },
  // DESIGN §10: React Router v8's behaviour now, so that the move to v8 is small. Loaders, actions
  // and middleware read the page asked for from `url`: `request.url` is the raw request, a client
  // navigation's `.data` URL included (v8_passThroughRequests); home's data is /_.data
  // (v8_trailingSlashAwareDataRequests).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
