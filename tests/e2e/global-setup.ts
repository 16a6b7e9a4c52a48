import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { createSiteServer } from "../../scripts/serve.js";

// One server for the whole run: the built site exactly as `npm start` serves it.
export default async function setup(project: TestProject) {
  const server = createSiteServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
