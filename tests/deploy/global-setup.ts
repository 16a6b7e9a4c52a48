import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { createSiteServer } from "../../scripts/serve.js";
import { ensureNginx } from "../../scripts/serve-nginx.js";
import { freePort, startNginx, stopProcess } from "./processes";

// deploy/nginx.conf (through serve:nginx) and `npm start`, both against the current build.
export default async function setup(project: TestProject) {
  ensureNginx();
  const nginxPort = await freePort();
  const nginx = await startNginx(nginxPort);
  const site = createSiteServer();
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  project.provide("nginxUrl", nginxUrl);
  project.provide("startUrl", `http://127.0.0.1:${(site.address() as AddressInfo).port}`);
  return async () => {
    await stopProcess(nginx);
    await new Promise<void>((resolve) => site.close(() => resolve()));
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    nginxUrl: string;
    startUrl: string;
  }
}
