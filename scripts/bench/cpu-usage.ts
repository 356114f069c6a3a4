import fs from "node:fs";

/** Linux's clock ticks per second in /proc (USER_HZ: 100 on every architecture Node runs on). */
const ticksPerSecond = 100;

/** CPU time used so far, read from /proc, and when it was read. */
export interface CpuReading {
  /** Ticks of each process of the shop: `shopPid` and its children (a supervisor's workers). */
  shop: Map<number, number>;
  /** Ticks of each PostgreSQL process on the machine. */
  postgres: Map<number, number>;
  /** Ticks of every CPU of the machine, busy. */
  machine: number;
  atMs: number;
}

/** Where the machine's cores went between two readings, in cores (1 = one core all the time). */
export interface CpuShares {
  shop: number;
  postgres: number;
  /** The load generator, the kernel's network work, and whatever else ran. */
  other: number;
  idle: number;
}

interface ProcessTicks {
  pid: number;
  parent: number;
  name: string;
  ticks: number;
}

function processTicks(): ProcessTicks[] {
  const rows: ProcessTicks[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // proc(5): pid (comm) state ppid … utime stime, comm possibly holding spaces.
    const nameEnd = stat.lastIndexOf(")");
    const fields = stat.slice(nameEnd + 2).split(" ");
    rows.push({
      pid: Number(entry),
      parent: Number(fields[1]),
      name: stat.slice(stat.indexOf("(") + 1, nameEnd),
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  return rows;
}

function machineBusyTicks(): number {
  const firstLine = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!;
  const [, ...counters] = firstLine.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = counters.map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

/** CPU ticks of the shop `shopPid` (with its workers), of PostgreSQL, and of the whole machine. */
export function readCpu(shopPid: number): CpuReading {
  const rows = processTicks();
  const shop = new Set([shopPid]);
  for (const row of rows) if (shop.has(row.parent)) shop.add(row.pid);
  const ticksOf = (keep: (row: ProcessTicks) => boolean) =>
    new Map(rows.filter(keep).map((row) => [row.pid, row.ticks]));
  return {
    shop: ticksOf((row) => shop.has(row.pid)),
    postgres: ticksOf((row) => row.name.startsWith("postgres")),
    machine: machineBusyTicks(),
    atMs: performance.now(),
  };
}

/**
 * Ticks the processes of `after` used since `before`: a process started meanwhile counts from
 * 0, one that ended meanwhile is left out (its last ticks are gone with it).
 */
function ticksBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, total] of after) ticks += total - (before.get(pid) ?? 0);
  return ticks;
}

/** The cores each part used between `before` and `after`, to 0.01, of a machine of `cores`. */
export function cpuShares(before: CpuReading, after: CpuReading, cores: number): CpuShares {
  const tickSeconds = ((after.atMs - before.atMs) / 1000) * ticksPerSecond;
  const toCores = (ticks: number) => Math.round((ticks / tickSeconds) * 100) / 100;
  const shop = toCores(ticksBetween(before.shop, after.shop));
  const postgres = toCores(ticksBetween(before.postgres, after.postgres));
  const busy = toCores(after.machine - before.machine);
  return {
    shop,
    postgres,
    other: Math.max(0, Math.round((busy - shop - postgres) * 100) / 100),
    idle: Math.max(0, Math.round((cores - busy) * 100) / 100),
  };
}
