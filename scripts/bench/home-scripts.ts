/** The scripts home loads first, as sent with brotli and with gzip (KB, bodies only). */
export interface HomeScripts {
  count: number;
  brotliKb: number;
  gzipKb: number;
}

async function encodedSize(url: string, encoding: "br" | "gzip"): Promise<number> {
  const response = await fetch(url, { headers: { "accept-encoding": encoding } });
  // fetch decodes the body; Content-Length is the size on the wire (precompressed assets).
  const length = Number(response.headers.get("content-length"));
  await response.arrayBuffer();
  return length;
}

/**
 * Sums the module scripts home loads on a first visit: every script the document names — the
 * route chunks React Router lists, which the page starts after its first paint
 * (app/lib/deferred-app-scripts.ts). Lazy chunks load later, on use, and are not named.
 */
export async function measureHomeScripts(origin: string): Promise<HomeScripts> {
  const html = await (await fetch(`${origin}/`)).text();
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
