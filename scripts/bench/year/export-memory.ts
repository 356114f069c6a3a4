import { setTimeout as sleep } from "node:timers/promises";
import type { ShopProcess } from "../shop-process";

/** One orders CSV download: how long, how big, and the shop's resident memory around it. */
export interface ExportRun {
  tab: string;
  ms: number;
  rows: number;
  mb: number;
  /** The shop's resident MB settled before, at its peak while answering, and 5 s after. */
  residentMb: { before: number; peak: number; after: number };
}

/** The line breaks in `chunk`, found natively: the client shares the shop's two cores. */
function lineBreaksIn(chunk: Uint8Array): number {
  const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  let count = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) count++;
  return count;
}

/**
 * Downloads /admin/orders/export?tab=`tab` as staff's browser does (gzip, read as it comes),
 * sampling the shop's resident memory every 50 ms.
 * @throws Error when the answer is not 200.
 */
export async function measureExport(
  shop: ShopProcess,
  cookie: string,
  tab: "ongoing" | "delivered",
): Promise<ExportRun> {
  await sleep(2_000);
  const before = shop.residentMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, shop.residentMb())), 50);
  const start = performance.now();
  let bytes = 0;
  let rows = 0;
  try {
    const response = await fetch(`${shop.url}/admin/orders/export?tab=${tab}`, {
      headers: { cookie },
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`the ${tab} export answered ${response.status}`);
    }
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      rows += lineBreaksIn(chunk);
    }
  } finally {
    clearInterval(sampler);
  }
  const ms = Math.round(performance.now() - start);
  await sleep(5_000);
  return {
    tab,
    ms,
    rows: Math.max(0, rows - 1),
    mb: Math.round((bytes / 1_048_576) * 10) / 10,
    residentMb: { before, peak, after: shop.residentMb() },
  };
}
