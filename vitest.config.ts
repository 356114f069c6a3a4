import { defineConfig } from "vitest/config";

// DESIGN §8: unit tests beside their code; integration tests in tests/ on PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set, with the same test code.
// Files named *.postgres.test.ts need what only PostgreSQL has (another process on the same
// database, a server that can go away) and run on the PostgreSQL leg alone.
const integration = (name: "pglite" | "postgres") => ({
  test: {
    name,
    include: ["tests/**/*.test.ts"],
    exclude: name === "pglite" ? ["tests/**/*.postgres.test.ts"] : [],
    env: { TEST_DB: name },
    globalSetup: ["tests/support/global-setup.ts"],
    // The production build runs as Node loads it, with one copy of react-router.
    server: { deps: { external: [/\/build\/server\//] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Once for all projects: tests/catalog-page-cache.test.ts serves the production build.
    globalSetup: ["tests/support/build-setup.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "contracts/**/*.test.ts", "server/**/*.test.ts"],
        },
      },
      integration("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("postgres")] : []),
    ],
  },
});
