import { defineConfig } from "vitest/config";

// DESIGN §8: unit tests beside their code; integration tests in tests/ on PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set, with the same test code.
const integration = (name: "pglite" | "postgres") => ({
  test: {
    name,
    include: ["tests/**/*.test.ts"],
    env: { TEST_DB: name },
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
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
