import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadResult, PageTarget } from "./load-targets";

/** Whether Debian's `wrk` (apt-get install wrk) is on the PATH. */
export function hasWrk(): boolean {
  return spawnSync("wrk", ["-v"]).error === undefined;
}

/** A wrk latency such as `812.00us`, `23.11ms` or `1.20s`, in ms. */
function toMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  const perMs = { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
  return Math.round(value * perMs * 10) / 10;
}

/**
 * Reads wrk's report (`--latency`): requests per second, the 50th and 99th percentile, and the
 * failed requests (socket errors, time-outs and answers outside 2xx/3xx).
 * @throws Error when the report has no request rate (wrk could not run the target).
 */
export function parseWrkReport(name: string, report: string): Omit<LoadResult, "budget"> {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(report);
  if (!rate) throw new Error(`wrk gave no rate for ${name}:\n${report}`);
  const percentile = (p: number) =>
    toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(report)?.[1] ?? "");
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  const errors = socketErrors
    ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0)
    : 0;
  return {
    name,
    requestsPerSecond: Math.round(Number(rate[1])),
    p50: percentile(50),
    p99: percentile(99),
    failures: errors + non2xx,
  };
}

/** A Lua string literal of ASCII `text` (cookies, header values). */
const luaString = (text: string) => JSON.stringify(text);

/** The wrk script giving each request the next cookie of `cookies`, in turn. */
function rotatingCookieScript(cookies: string[], headers: Record<string, string>): string {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `  headers[${luaString(name)}] = ${luaString(value)}`)
    .join("\n");
  return [
    `local cookies = { ${cookies.map(luaString).join(", ")} }`,
    "local turn = 0",
    "request = function()",
    "  turn = turn + 1",
    "  local headers = {}",
    headerLines,
    "  headers.cookie = cookies[(turn % #cookies) + 1]",
    "  return wrk.format(nil, nil, headers)",
    "end",
  ].join("\n");
}

function wrkReport(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", () => resolve(output));
  });
}

/**
 * Loads `origin` + `target.path` with wrk for `seconds` (one thread, `connections`
 * connections, a 10 s time-out as autocannon's): a load generator written in C, which leaves
 * the shop's processes more of a small machine's cores than autocannon does.
 * @throws Error when wrk gives no rate.
 */
export async function runWrk(
  origin: string,
  target: PageTarget,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-wrk-"));
  try {
    const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "--latency"];
    if (target.cookies) {
      const script = path.join(dir, "cookies.lua");
      fs.writeFileSync(script, rotatingCookieScript(target.cookies, target.headers ?? {}));
      args.push("-s", script);
    } else {
      for (const [name, value] of Object.entries(target.headers ?? {})) {
        args.push("-H", `${name}: ${value}`);
      }
    }
    const report = await wrkReport([...args, `${origin}${target.path}`]);
    return { ...parseWrkReport(target.name, report), budget: target.budget };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
