import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { shellChunkName } from "./scripts/vite/shell-chunk.ts";

const serverDir = path.resolve("server") + path.sep;

/**
 * Fails the browser build when browser code reaches a module under server/ (STYLE §1):
 * route loaders may use server code because React Router strips them from the client bundle.
 */
function refuseServerImportsInBrowser(): Plugin {
  return {
    name: "loris:refuse-server-imports-in-browser",
    enforce: "pre",
    load(id, options) {
      if (!options?.ssr && id.startsWith(serverDir)) {
        this.error(`Browser code must not import server code: ${path.relative(".", id)}`);
      }
    },
  };
}

// Rolldown's report that plugins took most of the build time comes whenever the machine is busy:
// nothing to act on for someone starting the shop, so not printed (issue 11).
const checks = { bundlerTimings: false };

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts", checks } }
    : {
        rolldownOptions: {
          checks,
          output: { codeSplitting: { groups: [{ name: shellChunkName, debugName: "shell" }] } },
        },
      },
  plugins: [
    tailwindcss(),
    reactRouter(),
    refuseServerImportsInBrowser(),
    // Brotli (quality 11) and gzip copies of the browser's assets, served as they are by the
    // host: smaller than compressing each request, and no CPU spent per visitor (issue 7).
    ...(isSsrBuild
      ? []
      : [compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css|svg)$/ })]),
  ],
  resolve: { tsconfigPaths: true },
}));
