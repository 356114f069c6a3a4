import cluster, { type Worker } from "node:cluster";

/** Pause before a worker that died is replaced (ms): a crash loop cannot spin the machine. */
const restartDelayMs = 1_000;

/**
 * The primary process of WEB_CONCURRENCY > 1 (decision 022): forks `count` workers that run the
 * server and share `port` through Node's cluster module, prints "Loris is ready at …" once all
 * listen, and replaces a worker that dies. SIGTERM or SIGINT is passed to every worker, each
 * finishing its requests (server/main.ts stop), and the primary exits when all have.
 */
export function superviseWorkers(count: number, port: number): void {
  let isStopping = false;
  let listening = 0;
  const fork = () => cluster.fork();

  cluster.on("listening", () => {
    listening += 1;
    if (listening === count) {
      console.log(`Loris is ready at http://localhost:${port} (${count} processes)`);
    }
  });
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (isStopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `Server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}): starting another`,
    );
    setTimeout(fork, restartDelayMs);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      isStopping = true;
      console.log(`${signal} received: stopping ${count} server processes…`);
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill("SIGTERM");
    });
  }
  for (let started = 0; started < count; started++) fork();
}
