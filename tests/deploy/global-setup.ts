import { mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { createSiteServer } from "../../scripts/serve.js";
import { ensureNginx } from "../../scripts/serve-nginx.js";
import { freePort, startNginx, startWrangler, stopGroup, stopProcess } from "./processes";
import { outboundConnections } from "./wrangler-log";

// deploy/nginx.conf (through serve:nginx), `npm start` and Cloudflare Pages'
// local runtime, all three against the current build, started once per run.
export default async function setup(project: TestProject) {
  ensureNginx();
  const logDir = mkdtempSync(join(tmpdir(), "riyadh-site-deploy-"));
  const wranglerLog = join(logDir, "wrangler.log");
  const [nginxPort, wranglerPort] = [await freePort(), await freePort()];
  // The release build/client names now: a build started meanwhile switches the link, not this folder.
  const client = realpathSync(resolve(import.meta.dirname, "../../build/client"));
  const [nginx, wrangler] = await Promise.all([
    startNginx(nginxPort),
    startWrangler(wranglerPort, client, wranglerLog),
  ]);
  const site = createSiteServer();
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  project.provide("nginxUrl", `http://127.0.0.1:${nginxPort}`);
  project.provide("startUrl", `http://127.0.0.1:${(site.address() as AddressInfo).port}`);
  project.provide("cloudflareUrl", `http://127.0.0.1:${wranglerPort}`);
  project.provide("cloudflareLog", wranglerLog);
  return async () => {
    await Promise.all([stopProcess(nginx), stopGroup(wrangler)]);
    await new Promise<void>((resolve) => site.close(() => resolve()));
    // What the emulator does on the way out (metrics are sent then) counts too.
    const late = outboundConnections(readFileSync(wranglerLog, "utf8"));
    rmSync(logDir, { recursive: true, force: true });
    if (late.length) throw new Error(`wrangler connected outside this machine:\n${late.join("\n")}`);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    nginxUrl: string;
    startUrl: string;
    cloudflareUrl: string;
    cloudflareLog: string;
  }
}
