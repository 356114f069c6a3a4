import fs from "node:fs";

/** Linux's clock ticks per second in /proc (USER_HZ: 100 on every architecture Node runs on). */
const ticksPerSecond = 100;

/** CPU time used so far (s), read from /proc, and when it was read. */
export interface CpuReading {
  /** The shop: the process `shopPid` and its children (a supervisor's workers). */
  shop: number;
  /** Every PostgreSQL process on the machine. */
  postgres: number;
  /** Every CPU of the machine, busy. */
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
  const [, ...counters] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = counters.map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

/** CPU time of the shop `shopPid` (with its workers), of PostgreSQL, and of the whole machine. */
export function readCpu(shopPid: number): CpuReading {
  const rows = processTicks();
  const shop = new Set([shopPid]);
  for (const row of rows) if (shop.has(row.parent)) shop.add(row.pid);
  const sum = (keep: (row: ProcessTicks) => boolean) =>
    rows.filter(keep).reduce((total, row) => total + row.ticks, 0) / ticksPerSecond;
  return {
    shop: sum((row) => shop.has(row.pid)),
    postgres: sum((row) => row.name.startsWith("postgres")),
    machine: machineBusyTicks() / ticksPerSecond,
    atMs: performance.now(),
  };
}

/** The cores each part used between `before` and `after`, to 0.01, of a machine of `cores`. */
export function cpuShares(before: CpuReading, after: CpuReading, cores: number): CpuShares {
  const seconds = (after.atMs - before.atMs) / 1000;
  const toCores = (value: number) => Math.round((value / seconds) * 100) / 100;
  const shop = toCores(after.shop - before.shop);
  const postgres = toCores(after.postgres - before.postgres);
  const busy = toCores(after.machine - before.machine);
  return {
    shop,
    postgres,
    other: Math.max(0, Math.round((busy - shop - postgres) * 100) / 100),
    idle: Math.max(0, Math.round((cores - busy) * 100) / 100),
  };
}
