// `npm run soak`: decisions 018 and 042's fault test. Orders arrive in an open loop, and staff
// confirm and ship each, while the production server is SIGKILLed and restarted 20 times — on
// PostgreSQL, then on PGlite — and the run checks that nothing acknowledged was lost or doubled,
// that stock taken equals units ordered, that every order has exactly one confirmation e-mail,
// and that every SMS of an order or status change reached the Africa's Talking simulator once
// (or is unconfirmed, for staff). Exits 1 on any problem.
//   --database postgres|pglite  only that one (default: both, PostgreSQL first)
//   --seconds N   how long orders arrive, per database (default 60)
//   --kills N     SIGKILLs per database, evenly spaced (default 20)
//   --rate N      orders per second (default 5)
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
const defaultKills = 20;
const kinds: SoakOptions["kind"][] =
  values.database === "postgres" || values.database === "pglite"
    ? [values.database]
    : ["postgres", "pglite"];
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

buildIfNeeded();
let failed = false;
for (const kind of kinds) {
  const kills = Number(values.kills ?? defaultKills);
  const seconds = Number(values.seconds ?? 60);
  const ratePerSecond = Number(values.rate ?? 5);
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
