// `npm test` (DESIGN §8): every stage a change can break, stopping at the first step that fails,
// with each stage's time printed as it ends and all of them at the end, so CI shows where its
// minutes go (docs/decisions/028-ci-time.md). The checks that read the sources only (typecheck,
// lint) and the production build run side by side, their output printed whole as each ends;
// Vitest and Playwright each have the machine to themselves.
import { spawn } from "node:child_process";
import fs from "node:fs";

interface Stage {
  name: string;
  command: string[];
}

const sideBySide: Stage[] = [
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
  { name: "lint", command: ["npm", "run", "lint"] },
  // The one production build: Vitest's page-cache and soak tests and the journeys all serve it.
  { name: "build", command: ["node", "--import", "tsx", "scripts/build.ts", "--always"] },
];
const oneByOne: Stage[] = [
  { name: "vitest", command: ["npx", "vitest", "run"] },
  { name: "playwright", command: ["npx", "playwright", "test"] },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const loadAverage = () => fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const times: string[] = [];
const started = Date.now();

/**
 * Runs `stage`, its output to the terminal as it comes or, when `isQuiet`, kept and printed
 * whole at its end; then prints its time. Resolves to whether it passed.
 */
function runStage({ name, command }: Stage, isQuiet: boolean): Promise<boolean> {
  const stageStarted = Date.now();
  const [program, ...args] = command;
  const child = spawn(program!, args, { stdio: isQuiet ? ["ignore", "pipe", "pipe"] : "inherit" });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once("close", (code) => {
      if (isQuiet) process.stdout.write(Buffer.concat(output));
      const line = `${name.padEnd(11)}${seconds(Date.now() - stageStarted).padStart(9)}  (load average ${loadAverage()})`;
      times.push(line);
      console.log(`\n[stage] ${line}${code === 0 ? "" : "  FAILED"}\n`);
      resolve(code === 0);
    });
  });
}

function stop(): never {
  console.log(times.join("\n"));
  process.exit(1);
}

const passed = await Promise.all(sideBySide.map((stage) => runStage(stage, true)));
if (passed.includes(false)) stop();
for (const stage of oneByOne) {
  if (!(await runStage(stage, false))) stop();
}
console.log(
  `\nStage times\n${times.join("\n")}\n${"total".padEnd(11)}${seconds(Date.now() - started).padStart(9)}`,
);
