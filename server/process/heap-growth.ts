import v8 from "node:v8";

/**
 * How far, in percent, V8 lets the JavaScript heap grow past what its last full collection kept,
 * in a process serving the embedded database (decision 025). V8's own factor, up to 4×, let a
 * PGlite shop's heap climb from about 70 MB live to 300 MB under the bench's load.
 */
export const embeddedHeapGrowingPercent = 30;

/**
 * Makes V8 collect the old generation once the heap has grown `percent` past its last live
 * size, instead of by its own factor (V8's `--heap-growing-percent`, read at every collection,
 * so setting it at start takes effect). Costs collection time: call it only where memory
 * matters more than throughput (the embedded database, decision 025).
 */
export function limitHeapGrowth(percent: number): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
