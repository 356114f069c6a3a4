// `npm test` (DESIGN §8): every stage a change can break, one after another, stopping at the
// first that fails, with each stage's time printed as it ends and all of them at the end, so CI
// shows where its minutes go (docs/decisions/028-ci-time.md).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const stages: { name: string; command: string[] }[] = [
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
  { name: "lint", command: ["npm", "run", "lint"] },
  // The one production build: Vitest's page-cache and soak tests and the journeys all serve it.
  { name: "build", command: ["node", "--import", "tsx", "scripts/build.ts", "--always"] },
  { name: "vitest", command: ["npx", "vitest", "run"] },
  { name: "playwright", command: ["npx", "playwright", "test"] },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const loadAverage = () => fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const times: string[] = [];
const started = Date.now();
for (const { name, command } of stages) {
  const stageStarted = Date.now();
  const [program, ...args] = command;
  const result = spawnSync(program!, args, { stdio: "inherit" });
  const line = `${name.padEnd(11)}${seconds(Date.now() - stageStarted).padStart(9)}  (load average ${loadAverage()})`;
  times.push(line);
  console.log(`\n[stage] ${line}${result.status === 0 ? "" : "  FAILED"}\n`);
  if (result.status !== 0) {
    console.log(times.join("\n"));
    process.exit(result.status ?? 1);
  }
}
console.log(
  `\nStage times\n${times.join("\n")}\n${"total".padEnd(11)}${seconds(Date.now() - started).padStart(9)}`,
);
