import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { TestProject } from "vitest/node";
import { startSite } from "../../scripts/wrangler-dev.js";
import { outboundConnections } from "./wrangler-log";

// The built site as `npm start` and Cloudflare serve it (wrangler dev with the
// project's wrangler.jsonc), started once per run. Every Node process of it logs
// any connection outside this machine (no-network.mjs) into its log.
export default async function setup(project: TestProject) {
  const logDir = mkdtempSync(join(tmpdir(), "riyadh-site-deploy-"));
  const log = join(logDir, "wrangler.log");
  const hook = pathToFileURL(join(import.meta.dirname, "no-network.mjs")).href;
  const site = await startSite({ logFile: log, nodeOptions: `--import=${hook}` });
  project.provide("siteUrl", site.url);
  project.provide("wranglerLog", log);
  return async () => {
    await site.stop();
    // What the runtime does on the way out (metrics would be sent then) counts too.
    const late = outboundConnections(readFileSync(log, "utf8"));
    rmSync(logDir, { recursive: true, force: true });
    if (late.length) throw new Error(`wrangler connected outside this machine:\n${late.join("\n")}`);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    wranglerLog: string;
  }
}
