import type { PageAudit } from "./lighthouse-pages";

/** Issue 7's budgets. */
export const budgets = {
  scores: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  lcpCriticalKb: 150,
  homeJsKb: 140,
  pageP99Ms: 50,
  residentMb: { pglite: 400, postgres: 250 },
} as const;

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
