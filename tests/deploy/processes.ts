// Starting and stopping the servers under test.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "../..");

/** A port the OS reports free; nginx binds it a moment later. */
export async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once `url` answers at all, whatever the status. */
export async function waitForServer(url: string, child?: ChildProcess, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeout} ms.`);
}

/** `PORT=N npm run serve:nginx`, as anyone checking the config runs it. */
export async function startNginx(port: number) {
  const child = spawn("npm", ["run", "--silent", "serve:nginx"], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForServer(`http://127.0.0.1:${port}/`, child);
  return child;
}

/** SIGTERM, as a process manager stops it; resolves with the exit code. */
export function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

/** The compatibility date passed to the emulator; without one it warns, and that warning checks npm for updates. */
const compatibilityDate = "2026-01-01";

/**
 * Cloudflare's own local runtime (`wrangler pages dev`, pinned in package.json)
 * serving `dir` as Pages would, on 127.0.0.1 only, with telemetry, error
 * reports, the update check and the Request.cf download switched off. Every Node
 * process of it logs any outbound connection (tests/deploy/no-network.mjs) to
 * `logFile`, with the emulator's own output.
 */
export async function startWrangler(port: number, dir: string, logFile: string) {
  // Its state folder (.wrangler/) goes to a temporary working folder, not the project.
  const cwd = mkdtempSync(join(tmpdir(), "riyadh-site-wrangler-"));
  const hook = pathToFileURL(join(root, "tests/deploy/no-network.mjs")).href;
  const log = openSync(logFile, "w");
  const args = ["exec", "--prefix", root, "--", "wrangler", "pages", "dev", dir];
  args.push("--ip", "127.0.0.1", "--port", String(port), "--compatibility-date", compatibilityDate);
  args.push("--inspector-port", String(await freePort()));
  const child = spawn("npm", args, {
    cwd,
    env: {
      ...process.env,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${hook}`].filter(Boolean).join(" "),
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
      WRANGLER_HIDE_BANNER: "true",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      NO_COLOR: "1",
    },
    stdio: ["ignore", log, log],
    // Its own process group: npm does not pass SIGTERM on to wrangler, nor wrangler to workerd.
    detached: true,
  });
  child.once("exit", () => rmSync(cwd, { recursive: true, force: true }));
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, child, 60_000);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return child;
}

/** Whether any process of the group led by `pid` is still running. */
function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops every process of a group started with `detached: true`: SIGTERM, then SIGKILL after `grace` ms. */
export async function stopGroup(child: ChildProcess, grace = 5_000) {
  const pid = child.pid!;
  if (!groupAlive(pid)) return;
  process.kill(-pid, "SIGTERM");
  const deadline = Date.now() + grace;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
  while (groupAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}
