import http from "node:http";

/** The scripts a page loads first, as sent with brotli and with gzip (KB, bodies only). */
export interface PageScripts {
  count: number;
  brotliKb: number;
  gzipKb: number;
}

/**
 * The body's bytes as sent with `encoding`. Read with node:http, which leaves the body encoded
 * (fetch decodes it), so that a script compressed as it is sent counts too: React Router's route
 * manifest is written after the build's compressed copies and has no Content-Length.
 */
function encodedSize(url: string, encoding: "br" | "gzip"): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * Sums the module scripts the page at `path` (home by default) loads on a first visit: every
 * script the document names — the route chunks React Router lists, which the page starts after
 * its first paint (app/lib/deferred-app-scripts.ts). Lazy chunks load later, on use, and are
 * not named. `cookie` is sent with the page's request (a signed-in admin's session for the
 * admin pages); throws when the page does not answer 200, so a sign-in page is never counted
 * for the page asked.
 */
export async function measurePageScripts(
  origin: string,
  path = "/",
  { cookie }: { cookie?: string } = {},
): Promise<PageScripts> {
  const response = await fetch(`${origin}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const paths = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  const urls = [...paths].map((scriptPath) => `${origin}${scriptPath}`);
  let brotli = 0;
  let gzip = 0;
  for (const url of urls) {
    brotli += await encodedSize(url, "br");
    gzip += await encodedSize(url, "gzip");
  }
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return { count: urls.length, brotliKb: kb(brotli), gzipKb: kb(gzip) };
}
