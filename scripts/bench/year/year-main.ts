import os from "node:os";
import path from "node:path";
import { createTempDatabase } from "../bench-databases";
import { measureSizes } from "./year-bench";
import { writeYearReport, type YearLeg } from "./year-report";
import { demoTrade, yearOfTrade } from "./trade-shape";

/** Requests timed per page after the warm-up. */
const runs = 30;

/**
 * `npm run bench -- --year` (DESIGN §9): on each database of `kinds`, a shop at demo size and
 * one grown to a year's trade, served side by side and measured page by page (in turn, so a
 * busy machine slows both alike) and by their orders CSV; writes
 * bench-results/year-report.md and year-report.json and returns the Markdown.
 */
export async function runYearBench(
  serverUrl: string,
  kinds: readonly ("postgres" | "pglite")[],
): Promise<string> {
  const loadAverageNow = () => Math.round(os.loadavg()[0]! * 10) / 10;
  const start = loadAverageNow();
  const legs: YearLeg[] = [];
  for (const kind of kinds) {
    const [demo, year] = await measureSizes(
      () => createTempDatabase(kind, serverUrl),
      [demoTrade, yearOfTrade],
      runs,
    );
    legs.push({ database: kind, demo: demo!, year: year! });
  }
  return writeYearReport(path.resolve("bench-results"), {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: { start, end: loadAverageNow() },
    legs,
  });
}
