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
 * Sums the module scripts a browser loads before home runs: the modulepreload links React
 * Router writes for the route's chunks (lazy chunks load later, on use).
 */
export async function measureHomeScripts(origin: string): Promise<HomeScripts> {
  const html = await (await fetch(`${origin}/`)).text();
  const urls = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => `${origin}${match[1]}`,
  );
  let brotli = 0;
  let gzip = 0;
  for (const url of urls) {
    brotli += await encodedSize(url, "br");
    gzip += await encodedSize(url, "gzip");
  }
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return { count: urls.length, brotliKb: kb(brotli), gzipKb: kb(gzip) };
}
