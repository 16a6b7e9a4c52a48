// @ts-check
// The last step of `npm test`: fails when a process that the run started from
// this project (wrangler, workerd, a browser, a test runner) is still running
// after it, and lists them. A process is the run's when it started after the run
// and carries npm's INIT_CWD for this project, which every process npm starts
// inherits, even one that left the run's process group (a browser). Processes
// started before the run, such as a developer's own `npm start`, and those of
// another terminal or another checkout, are not its business.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/** @param {number} pid */
function stat(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces; the fields after its ")" are plain.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return { parent: Number(fields[1]), started: Number(fields[19]) };
}

/** @param {number} pid */
const environment = (pid) => readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");

// This process's ancestors; the oldest that runs `npm test` in this project marks the run's start.
const ancestors = new Set();
let runStart = stat(process.pid).started;
for (let pid = process.pid; pid > 1; pid = stat(pid).parent) {
  ancestors.add(pid);
  try {
    const env = environment(pid);
    if (env.includes("npm_lifecycle_event=test") && env.includes(`INIT_CWD=${root}`)) runStart = stat(pid).started;
  } catch {
    // Another user's process: not ours.
  }
}

const left = [];
for (const name of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
  const pid = Number(name);
  if (ancestors.has(pid)) continue;
  try {
    const info = stat(pid);
    if (info.started < runStart) continue;
    if (!environment(pid).includes(`INIT_CWD=${root}`)) continue;
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
    if (command) left.push(`${pid} ${command.slice(0, 160)}`);
  } catch {
    // Gone meanwhile, or not ours to read.
  }
}

if (left.length) {
  console.error(`npm test left ${left.length} process(es) running:\n  ${left.join("\n  ")}`);
  process.exit(1);
}
console.log("npm test left no process running.");
