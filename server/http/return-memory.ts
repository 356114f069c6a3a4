/**
 * Runs a full garbage collection once the current work is done, so a large download's memory
 * goes back to the system now (decision 054). Its chunks' bytes live outside the JS heap and are
 * freed only when a full collection finds their holders dead — with a quiet heap, much later.
 * Needs Node's `--expose-gc` (`npm start` and the Docker image pass it); without it, a no-op.
 */
export function collectGarbageSoon(): void {
  setImmediate(() => globalThis.gc?.());
}
