import { setTimeout as sleep } from "node:timers/promises";
import v8 from "node:v8";
import vm from "node:vm";

v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

/** How often the memory is read while it settles (ms). */
const readEveryMs = 250;

/**
 * The lowest resident memory (bytes) of this process read within `withinMs`, a full garbage
 * collection before each reading; returns early once a reading is below `target`. V8 and the C
 * allocator give freed memory back to the system over a few idle seconds, not at once.
 */
export async function lowestResidentMemory(withinMs: number, target = 0): Promise<number> {
  const deadline = performance.now() + withinMs;
  let lowest = Number.POSITIVE_INFINITY;
  for (;;) {
    collectGarbage();
    lowest = Math.min(lowest, process.memoryUsage().rss);
    if (lowest < target || performance.now() >= deadline) return lowest;
    await sleep(readEveryMs);
  }
}
