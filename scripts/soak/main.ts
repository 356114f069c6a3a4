// `npm run soak`: decision 018's fault test. Orders arrive in an open loop while the production
// server is SIGKILLed and restarted — on PostgreSQL every 30 s, then on PGlite 20 times — and
// the run checks that nothing acknowledged was lost or doubled, that stock taken equals units
// ordered, and that every order has exactly one confirmation e-mail. Exits 1 on any problem.
//   --database postgres|pglite  only that one (default: both, PostgreSQL first)
//   --seconds N   how long orders arrive, per database (default: (kills + 1) × 30)
//   --kills N     SIGKILLs per database, evenly spaced (default: 10 on PostgreSQL, 20 on PGlite)
//   --rate N      orders per second (default 10)
//   TEST_DATABASE_URL  the PostgreSQL server, as for the bench (default postgres://postgres@127.0.0.1:5432/postgres)
import { parseArgs } from "node:util";
import { buildIfNeeded } from "../build-if-needed";
import { formatSoak, soakProblems } from "./soak-report";
import { runSoak, type SoakOptions } from "./soak-run";

const { values } = parseArgs({
  options: {
    database: { type: "string" },
    seconds: { type: "string" },
    kills: { type: "string" },
    rate: { type: "string" },
  },
});
const defaultKills = { postgres: 10, pglite: 20 } as const;
const kinds: SoakOptions["kind"][] =
  values.database === "postgres" || values.database === "pglite"
    ? [values.database]
    : ["postgres", "pglite"];
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

buildIfNeeded();
let failed = false;
for (const kind of kinds) {
  const kills = Number(values.kills ?? defaultKills[kind]);
  const seconds = Number(values.seconds ?? (kills + 1) * 30);
  const ratePerSecond = Number(values.rate ?? 10);
  console.log(`${kind}: ${seconds} s of orders at ${ratePerSecond}/s, ${kills} SIGKILLs`);
  const started = Date.now();
  const figures = await runSoak({
    kind,
    seconds,
    kills,
    ratePerSecond,
    serverUrl,
    report: (line) => console.log(`  ${line}`),
  });
  console.log(formatSoak(figures, (Date.now() - started) / 1000));
  const problems = soakProblems(figures);
  for (const problem of problems) console.log(`  PROBLEM: ${problem}`);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
