// @ts-check
// `npm run load-test`: a bounded load test on loopback. Serves the current build
// with `npm start`'s server and with nginx (deploy/nginx.conf), sends each the
// same number of requests for `/` (brotli accepted, 10 connections), and prints
// requests per second, their ratio, and npm start's memory (RSS) sampled
// throughout. Not part of npm test: its figures depend on the machine.
//
//   LOAD_REQUESTS=60000 npm run load-test
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";

const requests = Number(process.env.LOAD_REQUESTS ?? 60_000);
const rounds = Number(process.env.LOAD_ROUNDS ?? 3);
const startPort = 4391;
const nginxPort = 4392;

/** @param {string[]} args @param {number} port */
async function start(args, port) {
  const script = args.at(-1);
  const child = spawn(process.execPath, args, { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
  for (let waited = 0; waited < 60_000; waited += 200) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    await sleep(200);
  }
  child.kill();
  throw new Error(`${script} did not answer on port ${port}`);
}

/** Resident memory of a process, in MB, from /proc. */
const rssMB = (/** @type {number} */ pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** @param {number} port */
async function load(port) {
  const started = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/`,
    connections: 10,
    amount: requests,
    headers: { "accept-encoding": "br, gzip" },
  });
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return requests / ((performance.now() - started) / 1000);
}

// As package.json's "serve" script starts it.
const site = await start(["--env-file=scripts/serve.env", "scripts/serve.js"], startPort);
const nginx = await start(["scripts/serve-nginx.js"], nginxPort);
try {
  const memory = [rssMB(/** @type {number} */ (site.pid))];
  const sampler = setInterval(() => memory.push(rssMB(/** @type {number} */ (site.pid))), 500);
  /** @type {{ nginx: number, start: number }[]} */
  const figures = [];
  for (let round = 1; round <= rounds; round++) {
    const nginxRate = await load(nginxPort);
    const startRate = await load(startPort);
    figures.push({ nginx: nginxRate, start: startRate });
    console.log(
      `round ${round}: nginx ${Math.round(nginxRate)} req/s, npm start ${Math.round(startRate)} req/s, ` +
        `ratio ${(nginxRate / startRate).toFixed(2)}, npm start RSS ${rssMB(/** @type {number} */ (site.pid)).toFixed(0)} MB`,
    );
  }
  clearInterval(sampler);
  const sum = (/** @type {"nginx" | "start"} */ key) => figures.reduce((total, f) => total + f[key], 0);
  console.log(
    `\n${rounds} × ${requests} requests for / to each server: nginx ${Math.round(sum("nginx") / rounds)} req/s, ` +
      `npm start ${Math.round(sum("start") / rounds)} req/s (nginx ${(sum("nginx") / sum("start")).toFixed(2)}× faster)`,
  );
  console.log(
    `npm start memory: ${memory[0]?.toFixed(0)} MB at start, ${Math.max(...memory).toFixed(0)} MB at most, ` +
      `${memory.at(-1)?.toFixed(0)} MB at the end (${memory.length} samples)`,
  );
} finally {
  site.kill();
  nginx.kill();
}
