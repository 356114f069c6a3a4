import { describe, expect, test } from "vitest";
import { soakProblems } from "#scripts/soak/soak-report.ts";
import { runSoak } from "#scripts/soak/soak-run.ts";
import { testDatabaseKind } from "./support/test-database";

// `npm run soak`'s CI variant (decisions 018, 042): orders arriving, and staff confirming and
// shipping them, while the production server (built by tests/support/build-setup.ts) is
// SIGKILLed three times, on this project's database. `npm run soak` kills it 20 times on each
// database (about 2 minutes each on a quiet machine; 4–6 in CI beside the other tests).
describe(`orders and SMS across server crashes on ${testDatabaseKind}`, () => {
  test("SIGKILLs while orders and status changes stream: no order lost or doubled, stock straight, one confirmation and one e-mail per update, no SMS lost or sent twice", async () => {
    const kills = 3;
    const figures = await runSoak({
      kind: testDatabaseKind,
      seconds: 30,
      kills,
      ratePerSecond: 3,
      serverUrl: process.env.TEST_DATABASE_URL ?? "",
    });
    expect(soakProblems(figures)).toEqual([]);
    expect(figures.acknowledged).toBe(90);
    expect(figures.ordersStored).toBe(90);
    // Each order: the shop's alert, then its customer's 'confirmed' and 'shipped'.
    expect(figures.statusChanges).toBe(180);
    expect(figures.sms.rows).toBe(270);
    expect(figures.sms.sent + figures.sms.unconfirmed).toBe(270);
    // At most the one SMS each killed process had with the gateway; staff see those.
    expect(figures.sms.unconfirmed).toBeLessThanOrEqual(kills);
  }, 600_000);
});
