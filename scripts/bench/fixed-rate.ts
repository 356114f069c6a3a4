/** Latency figures in milliseconds. */
export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

/** The q-th quantile (0…1) of sorted values, nearest rank. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/** Summarises latencies (ms), rounded to 0.01 ms. */
export function summarise(latencies: number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    count: sorted.length,
    p50: round(quantile(sorted, 0.5)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)),
  };
}

/**
 * Calls `call(i)` `count` times at a fixed arrival rate (an open loop: a call starts on its
 * schedule whether or not earlier ones have finished) and returns each call's latency in ms,
 * measured from its scheduled arrival, so queueing behind a slow call counts against it.
 */
export async function runAtFixedRate(
  call: (index: number) => Promise<unknown>,
  options: { ratePerSecond: number; count: number },
): Promise<number[]> {
  const interval = 1000 / options.ratePerSecond;
  const start = performance.now() + 20;
  const calls: Promise<number>[] = [];
  for (let i = 0; i < options.count; i++) {
    const arrival = start + i * interval;
    const wait = arrival - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    calls.push(call(i).then(() => performance.now() - arrival));
  }
  return Promise.all(calls);
}
