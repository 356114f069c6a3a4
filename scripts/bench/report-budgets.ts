import type { PageAudit } from "./lighthouse-pages";
import type { LoadResult } from "./load-targets";

/** The budgets `npm run bench` holds the shop to (DESIGN §9). */
export const budgets = {
  scores: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  lcpCriticalKb: 150,
  /** Home's first-load scripts, KB as sent with gzip (decision 032; tests/page-scripts.test.ts). */
  homeJsKb: 135,
  /** Every other page's first-load scripts, admin pages too, KB gzip (decisions 048, 053). */
  pageJsKb: 140,
  pageP99Ms: 50,
  /** Suggestions at ≥ 50% of the ceiling with p99 ≤ 50 ms at 50 connections. */
  suggestions: { ofCeiling: 0.5, p99Ms: 50 },
  /** Signed-in home at 50 connections; ≥ 250/s on PostgreSQL with 2 processes. */
  signedIn: { p99Ms: 300, twoProcessRate: 250 },
  /** One uncached home render at a time. */
  singleRenderP50Ms: 40,
  /** Decision 026: catalogue pages with WEB_CONCURRENCY=2 against one process. */
  twoProcessGain: 1.6,
  residentMb: { pglite: 350, postgres: 250 },
  /** Decision 027: browsing with 2 website orders a second, against browsing alone. */
  browsingWithOrders: 0.8,
} as const;

/** Whether one load result meets its target's budget: "met", "MISSED (…)" or "—" for none. */
export function loadVerdict(result: LoadResult, ceilingRate: number): string {
  const missed: string[] = [];
  const ofCeiling = ceilingRate > 0 ? result.requestsPerSecond / ceilingRate : 0;
  const atLeast = (share: number) => {
    if (ofCeiling < share) missed.push(`< ${share * 100}% of ceiling`);
  };
  const p99AtMost = (ms: number) => {
    if (result.p99 > ms) missed.push(`p99 > ${ms} ms`);
  };
  if (result.budget === undefined) return "—";
  // No answer within the target's seconds (every request slower than that) is a miss too.
  if (result.requestsPerSecond === 0) missed.push("no answers");
  switch (result.budget) {
    case "catalogue":
      atLeast(0.3);
      p99AtMost(budgets.pageP99Ms);
      break;
    case "suggestions":
      atLeast(budgets.suggestions.ofCeiling);
      p99AtMost(budgets.suggestions.p99Ms);
      break;
    case "signed-in":
      p99AtMost(budgets.signedIn.p99Ms);
      if (result.failures > 0) missed.push("failures");
      break;
    case "rendered":
      if (result.failures > 0) missed.push("failures");
      break;
    case "single-render":
      if (result.p50 > budgets.singleRenderP50Ms) {
        missed.push(`p50 > ${budgets.singleRenderP50Ms} ms`);
      }
      break;
  }
  return missed.length === 0 ? "met" : `MISSED (${missed.join(", ")})`;
}

/** What a measured page misses, each with by how much; empty when it meets every budget. */
export function pageVerdicts(page: PageAudit): string[] {
  if (!("median" in page)) return [];
  const { scores, lcpMs, tbtMs, cls, lcpCriticalKb, failedAudits } = page.median;
  const missed: string[] = [];
  for (const [name, floor] of Object.entries(budgets.scores)) {
    const score = scores[name as keyof typeof scores];
    if (score < floor) missed.push(`${name} ${score} < ${floor}`);
  }
  if (lcpMs > budgets.lcpMs) missed.push(`LCP +${lcpMs - budgets.lcpMs} ms`);
  if (tbtMs > budgets.tbtMs) missed.push(`TBT +${tbtMs - budgets.tbtMs} ms`);
  if (cls > budgets.cls) missed.push(`CLS ${cls}`);
  if (lcpCriticalKb > budgets.lcpCriticalKb) missed.push(`LCP-critical ${lcpCriticalKb} KB`);
  if (failedAudits.length > 0) missed.push(`failed: ${failedAudits.join(", ")}`);
  return missed;
}

/**
 * Whether a WEB_CONCURRENCY=2 result meets its budget (decision 026): catalogue pages and
 * rendered home at `budgets.twoProcessGain` × one process (`gain`), signed-in home at its rate,
 * p99 and no failures; "—" for targets without one.
 */
export function twoProcessVerdict(result: LoadResult, gain: number): string {
  if (result.budget === "catalogue" || result.budget === "rendered") {
    return gain >= budgets.twoProcessGain ? "met" : `MISSED (< ${budgets.twoProcessGain}×)`;
  }
  if (result.budget !== "signed-in") return "—";
  const { twoProcessRate, p99Ms } = budgets.signedIn;
  const isMet =
    result.requestsPerSecond >= twoProcessRate && result.p99 <= p99Ms && result.failures === 0;
  return isMet ? "met" : "MISSED";
}
