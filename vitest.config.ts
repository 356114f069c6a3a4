import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./tests/support/slow-first-sequencer";

// DESIGN §8: unit tests beside their code; integration tests in tests/ on PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set, with the same test code.
// Files named *.postgres.test.ts need what only PostgreSQL has (another process on the same
// database, a server that can go away) and run on the PostgreSQL leg alone.
// docs/decisions/028-ci-time.md: most files run several at once, since they wait on a database or
// a served shop more than they compute, the slowest first; the files that measure time or memory
// run afterwards, two at a time (one a core), so no other file's work is in their figures.
const measuring = [
  "tests/fuzz/**/*.test.ts",
  "tests/upload-memory.test.ts",
  "tests/http-edge.test.ts",
];
const parallelWorkers = 4;
const measuringWorkers = 2;

const integration = (database: "pglite" | "postgres", isMeasuring: boolean) => ({
  test: {
    name: isMeasuring ? `${database}-measuring` : database,
    include: isMeasuring ? measuring : ["tests/**/*.test.ts"],
    exclude: [
      ...(isMeasuring ? [] : measuring),
      ...(database === "pglite" ? ["tests/**/*.postgres.test.ts"] : []),
    ],
    env: { TEST_DB: database },
    globalSetup: ["tests/support/global-setup.ts"],
    // The production build runs as Node loads it, with one copy of react-router.
    server: { deps: { external: [/\/build\/server\//] } },
    testTimeout: 30_000,
    isolate: false,
    hookTimeout: 60_000,
    maxWorkers: isMeasuring ? measuringWorkers : parallelWorkers,
    sequence: { groupOrder: isMeasuring ? 1 : 0 },
  },
});

const databases = process.env.TEST_DATABASE_URL
  ? (["pglite", "postgres"] as const)
  : (["pglite"] as const);

export default defineConfig({
  test: {
    // Once for all projects: the page-cache and soak tests serve the production build.
    globalSetup: ["tests/support/build-setup.ts"],
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "contracts/**/*.test.ts", "server/**/*.test.ts"],
          maxWorkers: parallelWorkers,
          sequence: { groupOrder: 0 },
        },
      },
      ...databases.map((database) => integration(database, false)),
      ...databases.map((database) => integration(database, true)),
    ],
  },
});
