import fs from "node:fs";
import path from "node:path";
import type { LegResult, LegSettings } from "./bench-leg";
import { browsingOrdersPerSecond, browsingPairs } from "./browsing-with-orders";
import type { PageAudit } from "./lighthouse-pages";
import type { LoadResult } from "./load-targets";
import { budgets, loadVerdict, pageVerdicts, twoProcessVerdict } from "./report-budgets";

/** The whole run: settings and both legs. */
export interface BenchReport {
  date: string;
  command: string;
  node: string;
  /** 1-minute load average of the machine at the start and at the end (other work included). */
  loadAverage: { start: number; end: number };
  cpus: number;
  settings: LegSettings & { connections: number; domainRatePerSecond: number };
  legs: LegResult[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function pageRows(pages: PageAudit[]): string[] {
  return pages.map((page) => {
    if ("notMeasured" in page) return `| ${page.name} | ${page.notMeasured} |||||||||`;
    const m = page.median;
    const s = m.scores;
    return (
      `| ${page.name} | ${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo} | ` +
      `${m.fcpMs} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.bytes.html} / ${m.bytes.js} / ` +
      `${m.bytes.css} / ${m.bytes.images} / ${m.bytes.fonts} | ${m.bytes.total} | ` +
      `${m.lcpCriticalKb} | ${pageVerdicts(page).join("; ") || "all met"} |`
    );
  });
}

function loadRows(leg: LegResult): string[] {
  const [first = [], ...later] = leg.rounds;
  const ceiling = first.find((result) => result.name.startsWith("ceiling"));
  const ceilingRate = ceiling?.requestsPerSecond ?? 0;
  const ratio = (result: LoadResult) =>
    ceilingRate > 0 ? `${Math.round((result.requestsPerSecond / ceilingRate) * 100)}%` : "—";
  return first.map((result, index) => {
    const again = later.map((round) => round[index]?.requestsPerSecond ?? "—").join(" / ");
    const verdict = loadVerdict(result, ceilingRate);
    return (
      `| ${leg.database} | ${result.name} | ${result.requestsPerSecond} | ${ratio(result)} | ` +
      `${result.p50} | ${result.p99} | ${result.failures} | ${again} | ${verdict} |`
    );
  });
}

/** "shop / PostgreSQL / other" cores of a result, or "—". */
function coresUsed(result?: LoadResult): string {
  const cpu = result?.cpu;
  return cpu ? `${cpu.shop} / ${cpu.postgres} / ${cpu.other}` : "—";
}

/**
 * The gain no second process could beat: the machine's cores over the cores the one-process
 * run kept busy (shop, PostgreSQL, load generator), each request costing what it cost there.
 */
function gainBound(cores: number, single?: LoadResult): string {
  const cpu = single?.cpu;
  const busy = cpu ? cpu.shop + cpu.postgres + cpu.other : 0;
  return busy > 0 ? `${round1(cores / busy)}×` : "—";
}

/** The WEB_CONCURRENCY=2 results against the same targets' on one process. */
function twoProcessRows(leg: LegResult): string[] {
  const comparison = leg.twoProcesses;
  if (!comparison) return [];
  return comparison.twoProcesses.map((result) => {
    const single = comparison.oneProcess.find((candidate) => candidate.name === result.name);
    const gain = single ? result.requestsPerSecond / single.requestsPerSecond : 0;
    const verdict = twoProcessVerdict(result, gain);
    return (
      `| ${result.name} | ${single?.requestsPerSecond ?? "—"} | ${coresUsed(single)} | ` +
      `${result.requestsPerSecond} | ${coresUsed(result)} | ${round1(gain)}× | ` +
      `${gainBound(comparison.cores, single)} | ${result.p50} | ${result.p99} | ` +
      `${result.failures} | ${verdict} |`
    );
  });
}

/** Browsing alone and with website orders, per database: the median pair, every pair's ratio. */
function browsingRows(legs: LegResult[]): string[] {
  return legs.map(
    ({ database, browsingWithOrders: { alone, withOrders, ratio, ratios, orders } }) => {
      const verdict = ratio >= budgets.browsingWithOrders ? "met" : "MISSED";
      const percent = (value: number) => `${Math.round(value * 100)}%`;
      return (
        `| ${database} | ${alone.requestsPerSecond} | ${alone.p99} | ${withOrders.requestsPerSecond} | ` +
        `${withOrders.p99} | ${percent(ratio)} | ${ratios.map(percent).join(", ")} | ` +
        `${orders.placed} / ${orders.failed} | ${withOrders.failures} | ${verdict} |`
      );
    },
  );
}

function domainRows(legs: LegResult[]): string[] {
  const postgres = legs.find((leg) => leg.database === "postgres");
  const pglite = legs.find((leg) => leg.database === "pglite");
  return (postgres?.domain ?? []).map((row) => {
    const other = pglite?.domain.find((candidate) => candidate.call === row.call);
    const ratio = (a?: number, b?: number) => (a && b ? `${round1(a / b)}×` : "—");
    return (
      `| ${row.call} | ${row.latency.p50} | ${row.latency.p99} | ${other?.latency.p50 ?? "—"} | ` +
      `${other?.latency.p99 ?? "—"} | ${ratio(other?.latency.p50, row.latency.p50)} | ` +
      `${ratio(other?.latency.p99, row.latency.p99)} |`
    );
  });
}

/** Decision 064's budget: orders with a discount code at least 90% as many per second as without. */
function orderThroughputRows(legs: LegResult[]): string[] {
  return legs.map(({ database, orderThroughput: { withoutCode, withCode } }) => {
    const ratio = withCode / withoutCode;
    const verdict = ratio >= 0.9 ? "met" : "MISSED (< 90%)";
    return `| ${database} | ${withoutCode} | ${withCode} | ${Math.round(ratio * 100)}% | ${verdict} |`;
  });
}

function memoryRows(legs: LegResult[]): string[] {
  return legs.map((leg) => {
    const [, second = 0, third = 0] = leg.residentMb.afterRound;
    const limit = budgets.residentMb[leg.database];
    // Decision 025: under the budget after every round, not only at the end.
    const highest = Math.max(...leg.residentMb.afterRound, leg.residentMb.afterAll);
    const verdict = highest <= limit ? `within ${limit} MB` : `OVER ${limit} MB`;
    return (
      `| ${leg.database} | ${leg.residentMb.afterRound.join(" / ")} | ${leg.residentMb.afterAll} | ` +
      `${third - second} | ${verdict} |`
    );
  });
}

/** The load generator of the two-process comparison, with a note when wrk was missing. */
function generatorOf(legs: LegResult[]): string {
  const generator = legs.find((leg) => leg.twoProcesses)?.twoProcesses?.loadGenerator;
  if (generator === "autocannon") {
    return "autocannon (wrk is not installed: `apt-get install wrk` leaves the shop more CPU)";
  }
  return generator ?? "—";
}

/** Writes report.json and report.md into `dir`; returns the Markdown. */
export function writeReport(dir: string, report: BenchReport): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
  const { settings } = report;
  const withPages = report.legs.find((leg) => leg.pages.length > 0);
  const scripts = withPages?.homeScripts;
  const home = withPages?.pages.find((page) => page.path === "/");
  const blocking = home && "median" in home ? home.median.renderBlockingScripts : undefined;
  const lines = [
    "# Loris benchmark",
    "",
    `${report.date} · \`${report.command}\` · Node ${report.node} · production build · ` +
      `${report.cpus} CPUs, load average ${report.loadAverage.start} at the start and ` +
      `${report.loadAverage.end} at the end (figures from a busy machine are noisy: compare ` +
      "ratios within the run)",
    "",
    `${settings.products.toLocaleString("en")} products, ${settings.orders.toLocaleString("en")} ` +
      `orders, ${settings.customers} customers per database. The server runs in its own process ` +
      "(build/host/start.mjs, plain Node), as `npm start` runs it.",
    "",
    `## Lighthouse, mobile (${withPages?.database ?? "—"}; median of ${settings.lighthouseRuns})`,
    "",
    "Scores: performance / accessibility / best practices / SEO. Times in ms. Bytes on first " +
      "load, KB transferred: HTML / JS / CSS / images / fonts. LCP-critical = HTML + CSS + fonts " +
      "+ the LCP image. Budgets: ≥ 95 / 100 / 100 / 100, LCP ≤ 1800, TBT ≤ 100, CLS ≤ 0.02, " +
      "LCP-critical ≤ 150 KB.",
    "",
    "| page | scores | FCP | LCP | TBT | CLS | bytes by type | total KB | LCP-critical KB | budgets |",
    "| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |",
    ...pageRows(withPages?.pages ?? []),
    "",
    scripts
      ? `Home first-load JavaScript: ${scripts.count} module scripts, ${scripts.brotliKb} KB as ` +
        `sent (brotli), ${scripts.gzipKb} KB with gzip (budget ${budgets.homeJsKb} KB gzip: ` +
        `${scripts.gzipKb <= budgets.homeJsKb ? "met" : "MISSED"}). Scripts blocking the first ` +
        `render on home: ${blocking ?? "—"}.`
      : "Home first-load JavaScript: not measured.",
    "",
    `## Throughput (autocannon, ${settings.connections} connections, ${settings.loadSeconds} s ` +
      `per target after ${settings.warmupSeconds} s of warm-up)`,
    "",
    "The ceiling is the home HTML served as a static file by the same process. No " +
      "Accept-Encoding, so neither side compresses. Budget for catalogue pages: ≥ 30% of the " +
      `ceiling with p99 ≤ ${budgets.pageP99Ms} ms. Later rounds: req/s of rounds 2 and 3.`,
    "",
    "| database | target | req/s | of ceiling | p50 ms | p99 ms | failed | later rounds | budget |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |",
    ...report.legs.flatMap(loadRows),
    "",
    "Budgets (DESIGN §9): suggestions ≥ 50% of the ceiling with p99 ≤ 50 ms; signed-in home " +
      `p99 ≤ ${budgets.signedIn.p99Ms} ms with no failures; one uncached home render at a ` +
      `time p50 ≤ ${budgets.singleRenderP50Ms} ms.`,
    "",
    `## Browsing with website orders (${settings.connections} connections, ` +
      `${browsingOrdersPerSecond} orders a second)`,
    "",
    `Target "${report.legs[0]?.browsingWithOrders.withOrders.name ?? "—"}": home, 6 listings ` +
      "and 140 product pages opened in turn, alone and then while website orders go " +
      "through the cart form and the checkout, each taking one unit of a browsed product with a " +
      `tracked stock level; measured ${browsingPairs} times in turn, the median pair shown. ` +
      `Budget (decision 027): with orders ≥ ${budgets.browsingWithOrders * 100}% of alone.`,
    "",
    "| database | alone req/s | alone p99 ms | with orders req/s | with orders p99 ms | ratio (median pair) | each pair | orders placed / failed | failed requests | budget |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |",
    ...browsingRows(report.legs),
    "",
    "## Two server processes (WEB_CONCURRENCY=2, PostgreSQL)",
    "",
    `The same pages on a shop of one process, then of two, each target loaded by ` +
      `${generatorOf(report.legs)} at ${settings.connections} connections for ` +
      `${settings.loadSeconds} s after ${settings.warmupSeconds} s of warm-up. The load ` +
      `generator and PostgreSQL share the machine's ${report.cpus} cores with the shop. ` +
      "Cores used: shop / PostgreSQL / load generator, kernel and the rest, while the target " +
      "ran. Bound: the machine's cores over those the one-process run kept busy — the most a " +
      "second process could add if each request cost what it cost there. " +
      `Budgets: catalogue pages and rendered home ≥ ${budgets.twoProcessGain}× one process; ` +
      `signed-in home ≥ ${budgets.signedIn.twoProcessRate}/s with p99 ≤ ` +
      `${budgets.signedIn.p99Ms} ms and no failures. Latencies and failures are the two ` +
      "processes'.",
    "",
    "| target | one process req/s | cores used | two processes req/s | cores used | gain | bound | p50 ms | p99 ms | failed | budget |",
    "| --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ...report.legs.flatMap(twoProcessRows),
    "",
    `## Domain calls in process (fixed ${settings.domainRatePerSecond}/s, ` +
      `${settings.domainCallsPerRow} calls each, ms)`,
    "",
    "| call | PostgreSQL p50 | PostgreSQL p99 | PGlite p50 | PGlite p99 | p50 ratio | p99 ratio |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...domainRows(report.legs),
    "",
    "suggestSearch() p99 budgets (decision 005): 15 ms on PostgreSQL, 40 ms on PGlite. The two",
    "listFacetedProducts() rows run at a quarter of the rate, uncached (decision 059): three",
    "facets with counts within 40 ms p50 on PostgreSQL and 1.5× the unfiltered row.",
    "",
    "## Orders per second with a discount code (in process, 8 at a time)",
    "",
    `${settings.domainCallsPerRow} WhatsApp orders each way, twice in turn, the better of each kept;`,
    "every order with the code locks its row (decision 064). Budget: with a code ≥ 90% of without.",
    "",
    "| database | without a code | with a code | ratio | budget |",
    "| --- | ---: | ---: | ---: | --- |",
    ...orderThroughputRows(report.legs),
    "",
    "## Server resident memory (MB)",
    "",
    "| database | after rounds 1 / 2 / 3 | after everything | round 3 − round 2 | budget |",
    "| --- | --- | ---: | ---: | --- |",
    ...memoryRows(report.legs),
    "",
  ];
  const markdown = lines.join("\n");
  fs.writeFileSync(path.join(dir, "report.md"), markdown);
  return markdown;
}
