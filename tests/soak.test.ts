import { describe, expect, test } from "vitest";
import { soakProblems } from "#scripts/soak/soak-report.ts";
import { runSoak } from "#scripts/soak/soak-run.ts";
import { testDatabaseKind } from "./support/test-database";

// `npm run soak`'s CI variant (decision 018): half a minute of orders and three SIGKILLs of the
// production server (built by tests/support/build-setup.ts) on this project's database.
describe(`orders across server crashes on ${testDatabaseKind}`, () => {
  test("orders placed while the server is SIGKILLed three times: none lost or doubled, stock straight, one e-mail each", async () => {
    const figures = await runSoak({
      kind: testDatabaseKind,
      seconds: 30,
      kills: 3,
      ratePerSecond: 5,
      serverUrl: process.env.TEST_DATABASE_URL ?? "",
    });
    expect(soakProblems(figures)).toEqual([]);
    expect(figures.acknowledged).toBe(150);
    expect(figures.ordersStored).toBe(150);
  }, 300_000);
});
