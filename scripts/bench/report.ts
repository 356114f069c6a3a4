import fs from "node:fs";
import path from "node:path";
import type { LatencySummary } from "./fixed-rate";

/** One measured line of the report. */
export interface BenchRow {
  database: "pglite" | "postgres";
  /** What was timed: the domain call in process, or the HTTP route through the built server. */
  target: "suggestSearch()" | "GET /search/suggestions";
  latency: LatencySummary;
  /** Issue 3 budget for p99 in ms, for the domain call only. */
  budgetP99?: number;
}

/** The whole run: settings and rows. */
export interface BenchReport {
  date: string;
  command: string;
  node: string;
  products: number;
  queries: number;
  ratePerSecond: number;
  requestsPerRow: number;
  rows: BenchRow[];
}

const verdict = (row: BenchRow) =>
  row.budgetP99 === undefined
    ? "—"
    : `${row.latency.p99 <= row.budgetP99 ? "within" : "OVER"} ${row.budgetP99} ms`;

/** Writes report.json and report.md into `dir`; returns the Markdown. */
export function writeReport(dir: string, report: BenchReport): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    "# Search suggestions benchmark",
    "",
    `${report.date} · \`${report.command}\` · Node ${report.node}`,
    "",
    `${report.products.toLocaleString("en")} generated products; ${report.queries} rotating queries ` +
      `(typos included); ${report.requestsPerRow} requests per row at a fixed ` +
      `${report.ratePerSecond} per second, after a warm-up. Latency is measured from each ` +
      "request's scheduled arrival to its answer, in ms.",
    "",
    "| database | timed | p50 | p99 | max | mean | p99 budget (issue 3) |",
    "| --- | --- | ---: | ---: | ---: | ---: | --- |",
    ...report.rows.map(
      (row) =>
        `| ${row.database} | ${row.target} | ${row.latency.p50} | ${row.latency.p99} | ` +
        `${row.latency.max} | ${row.latency.mean} | ${verdict(row)} |`,
    ),
    "",
  ];
  const markdown = lines.join("\n");
  fs.writeFileSync(path.join(dir, "report.md"), markdown);
  return markdown;
}
