import type lighthouse from "lighthouse";

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type Item = Record<string, unknown>;

/** What the report shows of one Lighthouse run. Bytes are KB transferred (as compressed). */
export interface PageFigures {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: { html: number; js: number; css: number; images: number; fonts: number; total: number };
  /** HTML + CSS + the LCP image + fonts: what the largest paint waits for at most. */
  lcpCriticalKb: number;
  renderBlockingScripts: number;
  /** Accessibility, best-practices and SEO audits that failed, in any run (console errors named). */
  failedAudits: string[];
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function itemsOf(lhr: Lhr, auditId: string): Item[] {
  const details = lhr.audits[auditId]?.details as { items?: unknown[] } | undefined;
  return (details?.items ?? []).filter((item): item is Item => typeof item === "object");
}

function numeric(lhr: Lhr, auditId: string): number {
  return lhr.audits[auditId]?.numericValue ?? Number.NaN;
}

function failedAudits(lhr: Lhr): string[] {
  const ids = ["accessibility", "best-practices", "seo"].flatMap(
    (category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
  );
  return ids
    .filter((id) => {
      const audit = lhr.audits[id];
      return audit?.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1;
    })
    .map((id) => (id === "errors-in-console" ? `${id} (${consoleErrors(lhr)})` : id));
}

/** What the console logged, so a failed errors-in-console audit says which error it was. */
function consoleErrors(lhr: Lhr): string {
  return itemsOf(lhr, "errors-in-console")
    .map((item) => `${String(item.source)}: ${String(item.description).slice(0, 160)}`)
    .join("; ");
}

/** The LCP element's image, as the network fetched it (any width of the same picture). */
function lcpImageBytes(lhr: Lhr, requests: Item[]): number {
  const node = itemsOf(lhr, "lcp-breakdown-insight").find((item) => item.type === "node");
  const source = /src="([^"]+)"/.exec(String(node?.snippet ?? ""))?.[1];
  if (!source) return 0;
  const stem = source.replace(/-\d+\.(webp|avif|jpe?g|png)$/, "");
  const image = requests.find(
    (request) => request.resourceType === "Image" && String(request.url).includes(stem),
  );
  return Number(image?.transferSize ?? 0);
}

/** The figures of one run. */
export function pageFigures(lhr: Lhr): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const summary = new Map(
    itemsOf(lhr, "resource-summary").map((item) => [item.resourceType, Number(item.transferSize)]),
  );
  const bytesOf = (type: string) => summary.get(type) ?? 0;
  const requests = itemsOf(lhr, "network-requests");
  const critical =
    bytesOf("document") + bytesOf("stylesheet") + bytesOf("font") + lcpImageBytes(lhr, requests);
  const blocking = itemsOf(lhr, "render-blocking-insight").filter((item) =>
    /\.m?js(\?|$)/.test(String(item.url)),
  );
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    },
    fcpMs: Math.round(numeric(lhr, "first-contentful-paint")),
    lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
    tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
    cls: Math.round(numeric(lhr, "cumulative-layout-shift") * 1000) / 1000,
    bytes: {
      html: kb(bytesOf("document")),
      js: kb(bytesOf("script")),
      css: kb(bytesOf("stylesheet")),
      images: kb(bytesOf("image")),
      fonts: kb(bytesOf("font")),
      total: kb(bytesOf("total")),
    },
    lcpCriticalKb: kb(critical),
    renderBlockingScripts: blocking.length,
    failedAudits: failedAudits(lhr),
  };
}

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Each figure's median over the runs; failed audits from every run. */
export function median(runs: PageFigures[]): PageFigures {
  const of = (pick: (figures: PageFigures) => number) => middle(runs.map(pick));
  return {
    scores: {
      performance: of((f) => f.scores.performance),
      accessibility: of((f) => f.scores.accessibility),
      bestPractices: of((f) => f.scores.bestPractices),
      seo: of((f) => f.scores.seo),
    },
    fcpMs: of((f) => f.fcpMs),
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    bytes: {
      html: of((f) => f.bytes.html),
      js: of((f) => f.bytes.js),
      css: of((f) => f.bytes.css),
      images: of((f) => f.bytes.images),
      fonts: of((f) => f.bytes.fonts),
      total: of((f) => f.bytes.total),
    },
    lcpCriticalKb: of((f) => f.lcpCriticalKb),
    renderBlockingScripts: Math.max(...runs.map((f) => f.renderBlockingScripts)),
    failedAudits: [...new Set(runs.flatMap((f) => f.failedAudits))],
  };
}
