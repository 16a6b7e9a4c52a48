// Starting and stopping the servers under test.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { resolve } from "node:path";

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
