import fs from "node:fs";
import path from "node:path";
import type { SizeResult } from "./year-bench";
import { yearPages } from "./year-pages";

/** One database's shop measured at demo size and at a year's size. */
export interface YearLeg {
  database: "postgres" | "pglite";
  demo: SizeResult;
  year: SizeResult;
}

/** What the year bench writes: when, where, and each database's two sizes. */
export interface YearReport {
  date: string;
  node: string;
  cpus: number;
  loadAverage: { start: number; end: number };
  legs: YearLeg[];
}

/** DESIGN §9's targets for a year of data (p50, ms; memory MB; time s). */
export const yearBudgets = {
  ratio: 1.5,
  staffMs: { postgres: 100, pglite: 200 },
  /** Reports over the year's kept days (docs/decisions/078-reports.md, 080, 081). */
  reportsMs: { postgres: 300, pglite: 1000 },
  customersPhoneSearchMs: { postgres: 30 },
  exportSeconds: { postgres: 3 },
  exportExtraMb: 50,
  /** Resident memory counted as returned when it ends within this of where it began. */
  exportReturnedMb: 10,
};

const staffPageNames = new Set(
  yearPages({ productId: "", customerPhone: "", customerKey: "", recentOrderId: "" })
    .filter((page) => page.viewer === "staff")
    .map((page) => page.name),
);

/** A Markdown table: the header row, then the rows; `right` marks right-aligned columns. */
function table([header, ...rows]: string[][], right: boolean[] = []): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const rule = header!.map((_, i) => (right[i] ? "---:" : "---"));
  return [line(header!), line(rule), ...rows.map(line)].join("\n");
}

/** Which of a page's year targets it missed, or "met". */
function pageVerdict(leg: YearLeg, name: string, demo: number, year: number): string {
  const missed: string[] = [];
  // A report over a year of days reads a year of kept rows: held to its time alone (decision 078).
  const isReport = name.startsWith("Reports");
  if (!isReport && year > demo * yearBudgets.ratio) missed.push(`> ${yearBudgets.ratio}× demo`);
  const staffMs = isReport
    ? yearBudgets.reportsMs[leg.database]
    : yearBudgets.staffMs[leg.database];
  if (staffPageNames.has(name) && year > staffMs) missed.push(`> ${staffMs} ms`);
  if (name === "Customers, search by phone" && leg.database === "postgres") {
    if (year > yearBudgets.customersPhoneSearchMs.postgres) {
      missed.push(`> ${yearBudgets.customersPhoneSearchMs.postgres} ms`);
    }
  }
  return missed.length ? `MISSED (${missed.join(", ")})` : "met";
}

function pagesTable(leg: YearLeg): string {
  const rows = leg.year.pages.map((year) => {
    const demo = leg.demo.pages.find((page) => page.name === year.name)!;
    const ratio = Math.round((year.p50 / demo.p50) * 100) / 100;
    return [
      year.name,
      String(demo.p50),
      String(year.p50),
      `${ratio}×`,
      String(year.p99),
      pageVerdict(leg, year.name, demo.p50, year.p50),
    ];
  });
  return table(
    [["page", "demo p50 ms", "year p50 ms", "ratio", "year p99 ms", "budget"], ...rows],
    [false, true, true, true, true],
  );
}

function exportsTable(legs: YearLeg[]): string {
  const rows = legs.map((leg) => {
    const runs = leg.year.exports;
    const seconds = runs.reduce((sum, run) => sum + run.ms, 0) / 1000;
    const before = runs[0]!.residentMb.before;
    const peak = Math.max(...runs.map((run) => run.residentMb.peak));
    const after = runs.at(-1)!.residentMb.after;
    const missed: string[] = [];
    const limit = leg.database === "postgres" ? yearBudgets.exportSeconds.postgres : undefined;
    if (limit !== undefined && seconds > limit) missed.push(`> ${limit} s`);
    if (peak - before > yearBudgets.exportExtraMb) missed.push(`+${peak - before} MB`);
    if (after - before > yearBudgets.exportReturnedMb) missed.push("memory kept");
    return [
      leg.database,
      runs.map((run) => `${run.tab} ${run.rows.toLocaleString("en")} (${run.mb} MB)`).join(", "),
      String(Math.round(seconds * 10) / 10),
      `${before} / ${peak} / ${after}`,
      missed.length ? `MISSED (${missed.join(", ")})` : "met",
    ];
  });
  return table(
    [
      ["database", "orders (CSV size)", "seconds", "resident MB before / peak / after", "budget"],
      ...rows,
    ],
    [false, false, true, true],
  );
}

function shopsTable(legs: YearLeg[]): string {
  const tables = Object.keys(legs[0]!.year.rows);
  const sizes = legs.flatMap((leg) => [
    { name: `${leg.database} demo`, result: leg.demo },
    { name: `${leg.database} year`, result: leg.year },
  ]);
  return table([
    ["rows", ...sizes.map((size) => size.name)],
    ...tables.map((table) => [
      table,
      ...sizes.map((size) => size.result.rows[table]!.toLocaleString("en")),
    ]),
    ["seeding, s", ...sizes.map((size) => String(size.result.seedSeconds))],
  ]);
}

/** The year bench's report as Markdown: the shops, each page at both sizes, the exports. */
export function yearMarkdown(report: YearReport): string {
  return [
    "## Loris with a year of orders",
    "",
    `${report.date} · \`npm run bench -- --year\` · Node ${report.node} · production build · ${report.cpus} CPUs, load average ${report.loadAverage.start} at the start and ${report.loadAverage.end} at the end (figures from a busy machine are noisy: compare ratios within the run)`,
    "",
    "Each page opened 3 times, then timed over requests one after another (p50, p99). Staff pages with the admin's session, My Orders and the signed-in home with a customer's; storefront pages as a guest (from the page cache, as guests get them). Budgets (DESIGN §9): a year's p50 at most 1.5× demo (Reports, which read the days they cover, excepted); staff pages at most 100 ms on PostgreSQL and 200 ms on PGlite, Reports 300 ms and 1 s; Customers search by phone at most 30 ms on PostgreSQL.",
    "",
    shopsTable(report.legs),
    "",
    ...report.legs.flatMap((leg) => [`### ${leg.database}`, "", pagesTable(leg), ""]),
    "### Orders CSV of every order (both tabs, one after the other, gzip as a browser asks)",
    "",
    "Budget: at most 3 s on PostgreSQL, at most 50 MB more resident memory, returned after (within 10 MB, 5 s later).",
    "",
    exportsTable(report.legs),
    "",
  ].join("\n");
}

/** Writes `report` to `dir`/year-report.json and year-report.md; returns the Markdown. */
export function writeYearReport(dir: string, report: YearReport): string {
  fs.mkdirSync(dir, { recursive: true });
  const markdown = yearMarkdown(report);
  fs.writeFileSync(path.join(dir, "year-report.json"), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, "year-report.md"), markdown);
  return markdown;
}
